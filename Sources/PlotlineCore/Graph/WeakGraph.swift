/// A weak reference to a graph, for lists that must not keep graphs alive.
struct WeakGraph {
    weak var graph: Graph?

    init(_ graph: Graph) {
        self.graph = graph
    }
}
