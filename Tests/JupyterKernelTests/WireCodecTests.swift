import InterchangeFormats
import XCTest

@testable import JupyterKernel

final class WireCodecTests: XCTestCase {
    private let client = KernelSession(id: "client-session", username: "tester")

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testEncodeLaysOutFramesAndSigns() throws {
        let codec = WireCodec(key: "secret")
        let message = client.message("kernel_info_request", identities: [bytes("id-1"), bytes("id-2")])
        let frames = try codec.encode(message)
        XCTAssertEqual(frames.count, 2 + 1 + 5)
        XCTAssertEqual(frames[0], bytes("id-1"))
        XCTAssertEqual(frames[1], bytes("id-2"))
        XCTAssertEqual(frames[2], WireCodec.delimiter)
        XCTAssertEqual(frames[3], MessageSigner(key: "secret").signature(for: frames[4...7]))
        XCTAssertEqual(frames[5], bytes("{}"))
        let header = try JSONParser.parseObject(frames[4])
        XCTAssertEqual(header.keys, ["msg_id", "username", "session", "date", "msg_type", "version"])
        XCTAssertEqual(header["version"], "5.5")
        XCTAssertEqual(header["msg_type"], "kernel_info_request")
    }

    func testRoundTripKeepsEverything() throws {
        let codec = WireCodec(key: "secret")
        var message = client.message(
            "execute_request", content: ["code": "x", "silent": false], identities: [bytes("peer")],
            metadata: ["m": 1])
        message.buffers = [[0, 1, 2], []]
        message.parent = ParentToken(headerBytes: bytes(#"{"msg_id": "p", "msg_type": "kernel_info_request"}"#))
        let decoded = try codec.decode(try codec.encode(message))
        XCTAssertEqual(decoded.identities, [bytes("peer")])
        XCTAssertEqual(decoded.header, message.header)
        XCTAssertEqual(decoded.parent, message.parent)
        XCTAssertEqual(decoded.metadata, ["m": 1])
        XCTAssertEqual(decoded.content, ["code": "x", "silent": false])
        XCTAssertEqual(decoded.buffers, [[0, 1, 2], []])
        XCTAssertEqual(try decoded.parentHeader()?.messageID, "p")
    }

    func testReceivedHeaderBytesBecomeTheToken() throws {
        let codec = WireCodec(key: "")
        let oddHeader = bytes(#"{ "msg_type" : "execute_request", "msg_id": "x1", "extra": [1, 2] }"#)
        let frames = [bytes("peer"), WireCodec.delimiter, [], oddHeader, bytes("{}"), bytes("{}"), bytes(#"{"code":""}"#)]
        let decoded = try codec.decode(frames)
        XCTAssertEqual(decoded.token.headerBytes, oddHeader)
        XCTAssertNil(decoded.header.date)
        XCTAssertEqual(decoded.header.messageID, "x1")
    }

    func testBadSignatureIsRejected() throws {
        let codec = WireCodec(key: "secret")
        var frames = try WireCodec(key: "wrong").encode(client.message("kernel_info_request"))
        XCTAssertThrowsError(try codec.decode(frames)) { XCTAssertEqual($0 as? WireError, .badSignature) }
        frames = try codec.encode(client.message("kernel_info_request"))
        frames[frames.count - 1] = bytes(#"{"tampered":true}"#)
        XCTAssertThrowsError(try codec.decode(frames)) { XCTAssertEqual($0 as? WireError, .badSignature) }
    }

    /// The signature covers the bytes received; the same dict written with other spacing must not verify.
    func testVerificationUsesReceivedBytes() throws {
        let codec = WireCodec(key: "secret")
        var frames = try codec.encode(client.message("kernel_info_request", content: ["a": 1]))
        frames[frames.count - 1] = bytes(#"{"a": 1}"#)
        XCTAssertThrowsError(try codec.decode(frames)) { XCTAssertEqual($0 as? WireError, .badSignature) }
    }

    func testReplayIsRejected() throws {
        let codec = WireCodec(key: "secret")
        let frames = try codec.encode(client.message("kernel_info_request"))
        XCTAssertNoThrow(try codec.decode(frames))
        XCTAssertThrowsError(try codec.decode(frames)) { XCTAssertEqual($0 as? WireError, .replayedSignature) }
    }

    func testMalformedFramesAreErrorsNotCrashes() throws {
        let codec = WireCodec(key: "")
        let delimiter = WireCodec.delimiter
        XCTAssertThrowsError(try codec.decode([])) { XCTAssertEqual($0 as? WireError, .missingDelimiter) }
        XCTAssertThrowsError(try codec.decode([bytes("a"), bytes("{}")])) {
            XCTAssertEqual($0 as? WireError, .missingDelimiter)
        }
        XCTAssertThrowsError(try codec.decode([delimiter, [], bytes("{}")])) {
            XCTAssertEqual($0 as? WireError, .missingFrames(found: 2))
        }
        let header = bytes(#"{"msg_type":"x"}"#)
        let cases: [[[UInt8]]] = [
            [delimiter, [], bytes("{"), bytes("{}"), bytes("{}"), bytes("{}")],
            [delimiter, [], bytes("[]"), bytes("{}"), bytes("{}"), bytes("{}")],
            [delimiter, [], bytes(#"{"msg_type": 3}"#), bytes("{}"), bytes("{}"), bytes("{}")],
            [delimiter, [], header, bytes("{}"), bytes("nope"), bytes("{}")],
            [delimiter, [], header, bytes("{}"), bytes("{}"), [0xFF, 0xFE]],
            [delimiter, [], header, bytes("{}"), bytes("{}"), bytes(#"{"s": "\#u{1}"}"#)],
        ]
        for frames in cases {
            XCTAssertThrowsError(try codec.decode(frames))
        }
    }

    func testEncodingNaNIsAnError() {
        let codec = WireCodec(key: "")
        let message = client.message("display_data", content: ["x": .double(.nan)])
        XCTAssertThrowsError(try codec.encode(message)) { error in
            guard case .unencodable(name: "content", _)? = error as? WireError else {
                return XCTFail("unexpected \(error)")
            }
        }
    }

    func testWelcomeHasTopicPrefixAndNoParent() throws {
        let session = KernelSession(id: "k")
        let welcome = session.welcome(subscription: bytes("kernel.k."))
        XCTAssertEqual(welcome.identities, [bytes("kernel.k.")])
        XCTAssertEqual(welcome.messageType, "iopub_welcome")
        XCTAssertEqual(welcome.content, ["subscription": "kernel.k."])
        XCTAssertTrue(welcome.parent.isEmpty)
        XCTAssertEqual(session.welcome(subscription: []).identities, [])
    }

    func testBroadcastTopic() {
        let message = KernelSession(id: "abc").broadcast("status", content: [:], parent: .empty)
        XCTAssertEqual(message.identities, [bytes("kernel.abc.status")])
    }

    func testHeaderReadingIsLenient() throws {
        let header = try MessageHeader(json: ["msg_type": "execute_request", "msg_id": 5, "unknown": [1]])
        XCTAssertEqual(header.messageType, "execute_request")
        XCTAssertEqual(header.messageID, "")
        XCTAssertNil(header.date)
        XCTAssertThrowsError(try MessageHeader(json: ["msg_id": "1"]))
    }
}
