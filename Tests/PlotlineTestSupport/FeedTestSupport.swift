import Foundation
import PlotlineFeeds
import PlotlineValues
import XCTest

/// Waits until a condition holds or a generous deadline passes; never a timing assertion.
public func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}

/// The model error a throwing call raised, or a failure.
public func modelError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> ModelError? {
    do {
        try body()
        XCTFail("expected an error", file: file, line: line)
        return nil
    } catch let error as ModelError {
        return error
    } catch {
        XCTFail("expected a ModelError, got \(error)", file: file, line: line)
        return nil
    }
}

extension Feed {
    /// The values of a field in content order.
    public func column(_ field: String) -> [Value] {
        (0..<count).map { value(at: $0, field: field) }
    }

    /// The values of a field in arranged order.
    public func arranged(_ field: String) -> [Value] {
        arrangedValues(ofField: field)
    }
}

/// The language value of a date, however the language spells dates.
public func date(_ secondsSince1970: Double) -> Value {
    FeedDates.value(fromSeconds: secondsSince1970)
}
