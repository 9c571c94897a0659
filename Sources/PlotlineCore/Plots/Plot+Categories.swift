import PlotlineValues

extension Plot {
    /// Numbers for one coordinate from a language value: numbers and nils (gaps) as they are, or strings, which
    /// become categories of the plot's plot space (Core Plot adds string data to a category space this way).
    ///
    /// Strings get provisional indices in order of first appearance; once the plot is in a graph they become
    /// the indices of the plot space's categories (adding new names, switching the coordinate to the category
    /// scale) through `applyCategoryValues(_:for:)`.
    public func values(from value: Value, for coordinate: Coordinate) throws -> [Double] {
        guard case .array(let elements) = value, elements.contains(where: { if case .string = $0 { return true }; return false })
        else {
            categoryNames[coordinate] = nil
            return try ValueConversions.doubles(from: value)
        }
        let names = try elements.enumerated().map { index, element -> String? in
            switch element {
            case .string(let name): return name
            case .none: return nil
            default:
                throw ModelError(
                    .typeError,
                    "cannot mix strings and values of type '\(element.typeName)' in category data (element \(index))",
                    hint: "give every value as a String, or every value as a number")
            }
        }
        categoryNames[coordinate] = names
        if let space = effectivePlotSpace, graph != nil { return space.categoryValues(for: names, coordinate: coordinate) }
        var order: [String] = []
        return names.map { name in
            guard let name else { return .nan }
            if let index = order.firstIndex(of: name) { return Double(index) }
            order.append(name)
            return Double(order.count - 1)
        }
    }

    /// Maps string data recorded by `values(from:for:)` onto the plot space's categories; the graph calls this
    /// when the plot is added.
    func resolveCategories() {
        loadBoundCategories()
        guard let space = effectivePlotSpace else { return }
        for (coordinate, names) in categoryNames {
            applyCategoryValues(space.categoryValues(for: names, coordinate: coordinate), for: coordinate)
        }
    }
}
