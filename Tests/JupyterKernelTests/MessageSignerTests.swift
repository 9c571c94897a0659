import XCTest

@testable import JupyterKernel

final class MessageSignerTests: XCTestCase {
    private func hex(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    func testRFC4231TestCase2() {
        let signer = MessageSigner(key: "Jefe")
        let signature = signer.signature(for: [Array("what do ya want for nothing?".utf8)])
        XCTAssertEqual(hex(signature), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    /// The parts are hashed as one stream, with no separators: splitting the data anywhere gives the same MAC.
    func testPartsAreConcatenated() {
        let signer = MessageSigner(key: "Jefe")
        let parts = [Array("what do ya ".utf8), [], Array("want for ".utf8), Array("nothing?".utf8)]
        XCTAssertEqual(hex(signer.signature(for: parts)), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    /// The widely published vector HMAC_SHA256("key", "The quick brown fox jumps over the lazy dog").
    func testQuickBrownFoxVector() {
        let signature = MessageSigner(key: "key").signature(for: [Array("The quick brown fox jumps over the lazy dog".utf8)])
        XCTAssertEqual(hex(signature), "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8")
    }

    /// A key longer than SHA-256's block (64 bytes) is hashed first; the value comes from Python's `hmac` module.
    func testLongKeyMatchesPython() {
        let signer = MessageSigner(key: String(repeating: "k", count: 100))
        let parts = [Array(#"{"msg_id":"1"}"#.utf8), Array("{}".utf8), Array("{}".utf8), Array("{}".utf8)]
        XCTAssertEqual(hex(signer.signature(for: parts)), "ccda23c9e73438e9c76bf618a28acb1396092b63672c009a294a6f30cd0b4494")
    }

    func testVerification() {
        let signer = MessageSigner(key: "secret")
        let parts = [Array("{\"a\":1}".utf8), Array("{}".utf8), Array("{}".utf8), Array("{}".utf8)]
        let signature = signer.signature(for: parts)
        XCTAssertTrue(signer.isValid(signature: signature, for: parts))
        XCTAssertTrue(signer.isValid(signature: Array(hex(signature).uppercased().utf8), for: parts))
        var tampered = parts
        tampered[3] = Array("{\"b\":1}".utf8)
        XCTAssertFalse(signer.isValid(signature: signature, for: tampered))
        XCTAssertFalse(signer.isValid(signature: Array(signature.dropLast(2)), for: parts))
        XCTAssertFalse(signer.isValid(signature: [], for: parts))
        XCTAssertFalse(signer.isValid(signature: Array(repeating: UInt8(ascii: "z"), count: 64), for: parts))
        XCTAssertFalse(MessageSigner(key: "other").isValid(signature: signature, for: parts))
    }

    func testEmptyKeyTurnsSigningOff() {
        let signer = MessageSigner(key: "")
        XCTAssertFalse(signer.isEnabled)
        XCTAssertEqual(signer.signature(for: [Array("x".utf8)]), [])
        XCTAssertTrue(signer.isValid(signature: Array("anything".utf8), for: [Array("x".utf8)]))
    }

    func testSignatureHistoryRefusesRepeatsAndForgetsOldest() {
        let history = SignatureHistory(capacity: 2)
        XCTAssertTrue(history.admit([1]))
        XCTAssertFalse(history.admit([1]))
        XCTAssertTrue(history.admit([2]))
        XCTAssertTrue(history.admit([3]))
        XCTAssertTrue(history.admit([1]), "the oldest signature was forgotten")
        XCTAssertFalse(history.admit([3]))
    }
}
