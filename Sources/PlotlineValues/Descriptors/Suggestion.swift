/// "Did you mean" suggestions by edit distance, shared by every error that names something unknown.
public enum Suggestion {
    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    ///
    /// Case differences count as half an edit; a candidate qualifies when its distance is at most a third of
    /// the longer name's length (at least 1).
    public static func closest(to name: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Double)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate)
            let limit = max(1.0, Double(max(name.count, candidate.count)) / 3.0)
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Damerau-Levenshtein distance (with adjacent transpositions), where a change of case costs one half.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Double {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return Double(b.count) }
        if b.isEmpty { return Double(a.count) }
        var previousPrevious = [Double](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map(Double.init)
        var current = [Double](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = Double(i)
            for j in 1...b.count {
                let substitution = substitutionCost(a[i - 1], b[j - 1])
                var cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cost = min(cost, previousPrevious[j - 2] + 1)
                }
                current[j] = cost
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }

    private static func substitutionCost(_ x: Character, _ y: Character) -> Double {
        if x == y { return 0 }
        return x.lowercased() == y.lowercased() ? 0.5 : 1
    }
}
