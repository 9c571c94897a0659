import PlotlineValues

/// Bar plots that stand side by side at each location (grouped bars, which Core Plot lacks: its issue #11).
///
/// Each member plot gets one slot of `groupWidth` (in data units along the category axis), in the order of
/// `plots`; a plot stacked on a member shares that member's slot. The slot sets the bar width and offset, so the
/// plots' own `barWidth` is ignored while they are grouped; `barOffset` still shifts a plot's bars.
public final class BarPlotGroup: ModelObject {
    /// The scripting description of this class.
    public class var descriptor: TypeDescriptor { barPlotGroupTable }

    /// The width of a whole group of bars in data units.
    public var groupWidth: Double = 0.8 { didSet { invalidateMembers() } }
    /// The gap between neighbouring bars of a group in data units.
    public var barGap: Double = 0.02 { didSet { invalidateMembers() } }
    private var members: [WeakBarPlot] = []

    /// Makes a group of plots, in slot order.
    public init(plots: [BarPlot], groupWidth: Double = 0.8, barGap: Double = 0.02) {
        self.groupWidth = groupWidth
        self.barGap = barGap
        super.init()
        for plot in plots { add(plot) }
    }

    /// The member plots, in slot order.
    public var plots: [BarPlot] { members.compactMap(\.plot) }

    /// Appends a plot to the group (moving it out of any other group).
    public func add(_ plot: BarPlot) {
        if let other = plot.group, other !== self { other.remove(plot) }
        members.removeAll { $0.plot == nil || $0.plot === plot }
        members.append(WeakBarPlot(plot: plot))
        plot.group = self
        invalidateMembers()
    }

    /// Removes a plot from the group.
    public func remove(_ plot: BarPlot) {
        members.removeAll { $0.plot == nil || $0.plot === plot }
        if plot.group === self { plot.group = nil }
        invalidateMembers()
    }

    /// The slots: member plots that are not stacked on another member.
    var slotPlots: [BarPlot] {
        let all = plots
        return all.filter { plot in !all.contains { $0 !== plot && plot.isStacked(above: $0) } }
    }

    /// The width of one slot in data units.
    var slotWidth: Double {
        let count = Double(max(1, slotPlots.count))
        return max(0, (groupWidth - barGap * (count - 1)) / count)
    }

    /// The offset of a plot's slot centre from the location, and the slot width, or nil for a plot not in the group.
    func slot(of plot: BarPlot) -> (offset: Double, width: Double)? {
        let slots = slotPlots
        guard let index = slots.firstIndex(where: { $0 === plot || plot.isStacked(above: $0) }) else { return nil }
        let width = slotWidth
        let start = -groupWidth / 2 + width / 2
        return (start + Double(index) * (width + barGap), width)
    }

    private func invalidateMembers() {
        for plot in plots { plot.invalidate() }
        invalidate()
    }
}
