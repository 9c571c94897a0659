import Foundation
import XCTest

@testable import PlotlineREPL

final class ImageEncoderTests: XCTestCase {
    /// The keys and payload of each APC graphics sequence.
    private func kittySequences(_ text: String) -> [(keys: String, payload: String)] {
        text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }.compactMap { sequence in
            guard sequence.hasPrefix("\u{1B}_G"), let semicolon = sequence.firstIndex(of: ";") else { return nil }
            let keys = String(sequence[sequence.index(sequence.startIndex, offsetBy: 3)..<semicolon])
            return (keys, String(sequence[sequence.index(after: semicolon)...]))
        }
    }

    private let bytes: [UInt8] = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }
}

extension ImageEncoderTests {
    func testKittyChunksThePayloadAt4096BytesAndMarksAllButTheLast() throws {
        let encoded = KittyImageEncoder.encode(png: bytes)
        let sequences = kittySequences(encoded)
        XCTAssertEqual(sequences.count, 4, "13,336 base64 bytes in chunks of 4,096")
        XCTAssertEqual(sequences.first?.keys, "a=T,f=100,q=2,m=1")
        XCTAssertEqual(sequences.dropFirst().map(\.keys), ["m=1", "m=1", "m=0"])
        XCTAssertEqual(sequences.map(\.payload.count), [4096, 4096, 4096, 1048])
        let payload = try XCTUnwrap(Data(base64Encoded: sequences.map(\.payload).joined()))
        XCTAssertEqual([UInt8](payload), bytes)
        XCTAssertEqual(encoded.count, sequences.reduce(0) { $0 + 3 + $1.keys.count + 1 + $1.payload.count + 2 }, "nothing else")
    }

    func testKittySendsASmallImageInOneSequenceAndCanScaleItToColumns() {
        let sequences = kittySequences(KittyImageEncoder.encode(png: [1, 2, 3], columns: 40))
        XCTAssertEqual(sequences.count, 1)
        XCTAssertEqual(sequences.first?.keys, "a=T,f=100,q=2,c=40,m=0")
        XCTAssertEqual(sequences.first?.payload, "AQID")
    }

    func testITermFramesTheWholeImageInOneOSCSequence() throws {
        let encoded = ITermImageEncoder.encode(png: bytes, columns: 60)
        XCTAssertTrue(encoded.hasPrefix("\u{1B}]1337;File=inline=1;size=10000;width=60;preserveAspectRatio=1:"))
        XCTAssertTrue(encoded.hasSuffix("\u{07}"))
        let payload = encoded[encoded.index(after: try XCTUnwrap(encoded.firstIndex(of: ":")))...].dropLast()
        XCTAssertEqual([UInt8](try XCTUnwrap(Data(base64Encoded: String(payload)))), bytes)
        XCTAssertTrue(ITermImageEncoder.encode(png: [1]).contains("width=auto"))
    }
}
