/// A weak reference to a bar plot, for group membership.
struct WeakBarPlot {
    weak var plot: BarPlot?
}
