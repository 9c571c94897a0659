import PlotlineValues

/// Which cell set each of the user's chart callbacks (`onRangeChange`, `onSelect`, `onHover`), so that what a
/// callback throws, when a gesture runs it later, can be shown in the output of that cell.
public final class CallbackOrigins {
    /// The number of the cell running now (the host's count), or nil between cells.
    public var currentCell: Int?
    /// True when the cell running set a callback.
    public private(set) var currentCellSetCallback = false
    private var origins: [ObjectIdentifier: Origin] = [:]

    /// A callback and its cell; the callback is held weakly, so an identifier reused by a later object is not
    /// mistaken for it.
    private struct Origin {
        weak var callable: (any Callable)?
        let cell: Int
    }

    /// No callbacks yet.
    public init() {}

    /// Starts cell number `cell`.
    public func begin(cell: Int) {
        currentCell = cell
        currentCellSetCallback = false
        origins = origins.filter { $0.value.callable != nil }
    }

    /// Ends the cell running.
    public func end() {
        currentCell = nil
    }

    /// Records that the cell running set `callable` as a callback.
    func note(_ callable: (any Callable)?) {
        guard let callable, let cell = currentCell else { return }
        origins[ObjectIdentifier(callable)] = Origin(callable: callable, cell: cell)
        currentCellSetCallback = true
    }

    /// The cell that set `callable`, or nil when none did (set outside a cell, or not a callback).
    public func cell(of callable: any Callable) -> Int? {
        guard let origin = origins[ObjectIdentifier(callable)], origin.callable === callable else { return nil }
        return origin.cell
    }
}
