import PlotlineValues
import XCTest

/// Letting go of deeply nested values must not recurse once per level (it overflowed the stack at a few million
/// levels), and must never change a value that something else still holds.
final class ValueTeardownTests: XCTestCase {
    private func nested(_ depth: Int, wrap: (Value) -> Value) -> Value {
        var value = Value.int(7)
        for _ in 0..<depth { value = wrap(value) }
        return value
    }

    private func depth(of value: Value) -> Int {
        var levels = 0
        var current = value
        while true {
            switch current {
            case .array(let elements) where elements.count == 1: current = elements[0]
            case .dictionary(let entries) where entries.count == 1: current = entries.values[0]
            default: return levels
            }
            levels += 1
        }
    }

    func testAMillionLevelsOfArraysGoWithoutOverflowingTheTestThreadsStack() {
        // Dropped the ordinary way, this value's release recurses a million frames deep: far past the 8 MB stack.
        var value: Value? = nested(1_000_000) { .array([$0]) }
        ValueTeardown.release(&value)
        XCTAssertNil(value)
    }

    func testDictionariesNestedDeeplyGoToo() {
        var value: Value? = nested(300_000) { .dictionary([.string("k"): $0]) }
        ValueTeardown.release(&value)
        XCTAssertNil(value)
    }

    func testAValueSharedWithAnotherIsLeftWhole() {
        let shared = nested(1_000) { .array([$0]) }
        var copy: Value? = shared
        ValueTeardown.release(&copy)
        XCTAssertEqual(depth(of: shared), 1_000, "the other holder still sees every level")
        var wrapped: Value? = .array([shared, .int(1)])
        ValueTeardown.release(&wrapped)
        XCTAssertEqual(depth(of: shared), 1_000)
    }

    func testShallowValuesAreSimplyDropped() {
        var value: Value? = .array([.array([.int(1)]), .string("x")])
        ValueTeardown.release(&value)
        XCTAssertNil(value)
    }
}
