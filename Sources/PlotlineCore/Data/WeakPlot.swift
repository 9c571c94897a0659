/// A weak reference to a plot, for observer lists.
struct WeakPlot {
    weak var plot: Plot?
}
