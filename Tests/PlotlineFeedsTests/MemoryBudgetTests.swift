import PlotlineTestSupport
import Foundation
import Synchronization
import XCTest
import PlotlineValues
import PlotlineFeeds

/// The session memory budget (docs/language.md, 'Limits'): what it reads, when it refuses, what its errors say, and
/// the guard through which the model's loops reach it and the interrupt request (docs/architecture.md, 'One owner:
/// the session').
final class MemoryBudgetTests: XCTestCase {
    /// A resident size the test sets, and how often the budget read it or handed memory back.
    private final class FakeMemory: Sendable {
        let resident = Atomic<Int>(0)
        let reads = Atomic<Int>(0)
        let releases = Atomic<Int>(0)

        init(resident: Int) {
            self.resident.store(resident, ordering: .relaxed)
        }

        func budget(limit: Int) -> MemoryBudget {
            MemoryBudget(
                limit: limit,
                meter: { [self] in
                    reads.add(1, ordering: .relaxed)
                    return resident.load(ordering: .relaxed)
                },
                releaseFreed: { [self] in releases.add(1, ordering: .relaxed) })
        }
    }

    func testARequestThatFitsIsGrantedAndOneThatDoesNotIsAMemoryError() throws {
        let memory = FakeMemory(resident: 100_000_000)
        let budget = memory.budget(limit: 300_000_000)
        XCTAssertNoThrow(try budget.reserve(150_000_000, for: "the array"))
        memory.resident.store(250_000_000, ordering: .relaxed)
        let error = modelError { try budget.reserve(128_000_000, for: "the string") }
        XCTAssertEqual(error?.kind, .memoryError)
        XCTAssertEqual(error?.message, "the string would need 128 MB more, but the session uses 250 MB of its 300 MB memory limit")
        XCTAssertEqual(error?.hint?.contains("session.memoryLimit = 480_000_000"), true, error?.hint ?? "")
        XCTAssertEqual(memory.releases.load(ordering: .relaxed), 1, "freed memory is handed back before refusing")
    }

    func testARefusalIsDecidedOnAFreshReadingAfterFreedMemoryIsHandedBack() throws {
        let memory = FakeMemory(resident: 50_000_000)
        let budget = memory.budget(limit: 100_000_000)
        try budget.reserve(1, for: "the array")
        memory.resident.store(99_000_000, ordering: .relaxed)
        XCTAssertNotNil(modelError { try budget.reserve(2_000_000, for: "the array") }, "the growth is seen")
        memory.resident.store(10_000_000, ordering: .relaxed)
        XCTAssertNoThrow(try budget.reserve(2_000_000, for: "the array"), "memory given back is seen too")
    }

    func testSmallRequestsReadTheResidentSizeOnlyNowAndThen() throws {
        let memory = FakeMemory(resident: 40_000_000)
        let budget = memory.budget(limit: 1_000_000_000)
        for _ in 0..<100_000 { try budget.reserve(48, for: "the array") }
        let reads = memory.reads.load(ordering: .relaxed)
        XCTAssertGreaterThan(reads, 0)
        XCTAssertLessThanOrEqual(reads, 1 + 100_000 * 48 / (1 << 20), "one reading per megabyte of requests at most")
    }

    func testSettingTheLimitTakesEffectAtTheNextRequest() throws {
        let memory = FakeMemory(resident: 40_000_000)
        let budget = memory.budget(limit: 1_000_000_000)
        try budget.reserve(1_000, for: "the array")
        budget.limit = 40_000_500
        XCTAssertEqual(budget.limit, 40_000_500)
        XCTAssertEqual(modelError { try budget.reserve(1_000, for: "the array") }?.kind, .memoryError)
    }

    func testACheckpointFailsOnlyWhenTheKernelAlreadyUsesMoreThanTheLimit() {
        let memory = FakeMemory(resident: 90_000_000)
        let budget = memory.budget(limit: 100_000_000)
        XCTAssertNoThrow(try budget.checkpoint())
        memory.resident.store(130_000_000, ordering: .relaxed)
        let error = modelError { try budget.checkpoint() }
        XCTAssertEqual(error?.message, "the session uses 130 MB, more than its 100 MB memory limit")
    }

    func testAnAbsurdRequestIsRefusedWithoutOverflowing() {
        let budget = FakeMemory(resident: 10_000_000).budget(limit: 100_000_000)
        let bytes = MemoryFootprint.array(count: Int.max / 2)
        XCTAssertEqual(bytes, Int.max)
        XCTAssertEqual(modelError { try budget.reserve(bytes, for: "the array") }?.kind, .memoryError)
    }

    func testSizesAreWrittenForPeople() {
        XCTAssertEqual(MemoryBudget.describe(bytes: 1), "1 byte")
        XCTAssertEqual(MemoryBudget.describe(bytes: 512), "512 bytes")
        XCTAssertEqual(MemoryBudget.describe(bytes: 1_500), "1.5 KB")
        XCTAssertEqual(MemoryBudget.describe(bytes: 128_000_000), "128 MB")
        XCTAssertEqual(MemoryBudget.describe(bytes: 268_435_456), "268 MB")
        XCTAssertEqual(MemoryBudget.describe(bytes: 11_640_000_000), "11.6 GB")
    }

    func testTheDefaultLimitIsHalfTheMachinesMemory() throws {
        let available = try XCTUnwrap(SystemMemory.availableBytes())
        XCTAssertEqual(MemoryBudget.defaultLimit, available / 2)
        XCTAssertEqual(MemoryBudget().limit, available / 2)
        let resident = try XCTUnwrap(SystemMemory.residentBytes())
        XCTAssertGreaterThan(resident, 1 << 20)
        XCTAssertLessThan(resident, available)
    }

    func testFootprintsOfGrowth() {
        let stride = MemoryFootprint.valueBytes
        XCTAssertEqual(MemoryFootprint.growth(from: 10, to: 11, itemBytes: stride, capacity: 16), stride)
        XCTAssertEqual(MemoryFootprint.growth(from: 16, to: 17, itemBytes: stride, capacity: 16), 17 * stride + 32, "the buffer moves")
        XCTAssertEqual(MemoryFootprint.growth(from: 5, to: 6, itemBytes: 1), 1)
        XCTAssertEqual(MemoryFootprint.growth(from: 7, to: 8, itemBytes: 1), 8 + 32, "past a power of two")
        XCTAssertEqual(MemoryFootprint.string(utf8Count: 15), 0, "small strings live in their value")
    }

    // MARK: - The guard

    func testOutsideCellsNothingIsLimited() {
        XCTAssertNil(ExecutionGuard.current)
        XCTAssertNoThrow(try ExecutionGuard.reserve(Int.max, for: "the array"))
        var loop = LoopGuard()
        XCTAssertNoThrow(try (0..<5_000).forEach { _ in try loop.tick() })
    }

    func testTheModelsLoopsStopWhenTheCellIsInterrupted() throws {
        let rows = (0..<5_000).map { "\($0),\($0 * 2)" }.joined(separator: "\n")
        let interrupted = ExecutionGuard(budget: MemoryBudget()) { true }
        let error = ExecutionGuard.$current.withValue(interrupted) {
            modelError { try Feed().load(csvText: "x,y\n" + rows, source: "big.csv") }
        }
        XCTAssertEqual(error?.kind, .interrupted)
        let feed = Feed()
        try feed.load(csvText: "x,y\n" + rows, source: "big.csv")
        let aggregate = ExecutionGuard.$current.withValue(interrupted) {
            modelError { _ = try Value.object(feed).value(forKeyPath: "@distinctUnionOfObjects.y") }
        }
        XCTAssertEqual(aggregate?.kind, .interrupted)
        XCTAssertEqual(feed.count, 5_000, "the interrupted load left the feed as it was")
        let sort = ExecutionGuard.$current.withValue(interrupted) {
            modelError { try feed.setSortDescriptors([SortDescriptor(key: "y", ascending: false)]) }
        }
        XCTAssertEqual(sort?.kind, .interrupted)
        XCTAssertTrue(feed.sortDescriptors.isEmpty, "the interrupted sort left the order as it was")
        XCTAssertEqual(feed.arranged("x").prefix(3), [.int(0), .int(1), .int(2)])
        try feed.setSortDescriptors([SortDescriptor(key: "y", ascending: false)])
        XCTAssertEqual(feed.arranged("x").first, .int(4_999), "uninterrupted, the same sort arranges")
    }

    func testFeedsAskTheBudgetBeforeTheyGrow() throws {
        let memory = FakeMemory(resident: 0)
        let cellGuard = ExecutionGuard(budget: memory.budget(limit: 1_000_000)) { false }
        let feed = Feed()
        try feed.load(csvText: "x\n1\n2\n", source: "small.csv")
        let rows = (0..<100_000).map { "\($0)" }.joined(separator: "\n")
        try ExecutionGuard.$current.withValue(cellGuard) {
            let load = modelError { try feed.load(csvText: "x\n" + rows, source: "big.csv") }
            XCTAssertEqual(load?.kind, .memoryError)
            XCTAssertEqual(load?.message.hasPrefix("the feed would need"), true, load?.message ?? "")
            let records = (0..<100_000).map { FeedRecord(["x": .int($0)]) }
            XCTAssertEqual(modelError { try feed.append(contentsOf: records) }?.kind, .memoryError)
            try feed.append(["x": 3])
        }
        XCTAssertEqual(feed.column("x"), [.int(1), .int(2), .int(3)], "failed loads and appends left the feed as it was")
    }

    func testLiveRecordsThatWouldPassTheBudgetAreDroppedAndReported() throws {
        let feed = Feed()
        try feed.append(["t": 0])
        feed.inbox.push((1...50_000).map { ["t": .int($0)] })
        let cellGuard = ExecutionGuard(budget: FakeMemory(resident: 0).budget(limit: 100_000)) { false }
        let change = ExecutionGuard.$current.withValue(cellGuard) { feed.drainInbox() }
        XCTAssertNil(change, "nothing was applied")
        XCTAssertEqual(feed.count, 1)
        XCTAssertEqual(feed.badRecordCount, 50_000)
        XCTAssertEqual(feed.lastError?.hasPrefix("live records were dropped: the feed would need"), true, feed.lastError ?? "")
    }
}
