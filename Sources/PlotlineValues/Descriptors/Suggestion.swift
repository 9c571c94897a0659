/// "Did you mean" suggestions by edit distance, shared by every error that names something unknown.
public enum Suggestion {
    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    ///
    /// Case differences count as half an edit; a candidate qualifies when its distance is at most a third of
    /// the longer name's length (at least 1).
    public static func closest(to name: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Double)?
        let nameLength = name.count
        for candidate in candidates where candidate != name {
            let candidateLength = candidate.count
            let limit = max(1.0, Double(max(nameLength, candidateLength)) / 3.0)
            // An insertion or a deletion changes the length by one and costs one, so the distance is at least the
            // difference in length: names further apart than the limit are not measured.
            guard Double(abs(nameLength - candidateLength)) <= limit else { continue }
            let distance = editDistance(name, candidate)
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
        let lowerA = a.map { $0.lowercased() }
        let lowerB = b.map { $0.lowercased() }
        var previousPrevious = [Double](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map(Double.init)
        var current = [Double](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = Double(i)
            for j in 1...b.count {
                let substitution: Double = a[i - 1] == b[j - 1] ? 0 : lowerA[i - 1] == lowerB[j - 1] ? 0.5 : 1
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
}
