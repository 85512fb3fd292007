/// The shortest edit script between two sequences of lines (Myers' O(ND) algorithm): fixes
/// change few lines, so D is small. Only the diagonals reached at each step are kept for
/// the way back, so memory grows with D², not with the file. Past `maximumSteps` changed
/// lines (a rewrite of most of a huge file) the middle is replaced whole: a longer but
/// correct script, in bounded memory.
enum LineDiff {
    /// About 8 MB of diagonals kept at most (D² integers).
    static let maximumSteps = 1_000

    enum Operation: Equatable {
        /// The line is in both.
        case keep
        /// The next line of the old text is removed.
        case delete
        /// The next line of the new text is added.
        case insert
    }

    static func script<Line: Equatable>(from old: [Line], to new: [Line]) -> [Operation] {
        // Common ends first: the search then only spans the changed middle.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let middle = shortestScript(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
    }

    private static func shortestScript<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Operation] {
        let n = a.count, m = b.count, limit = n + m, offset = limit + 1
        // furthest[k + offset]: the furthest x reached on diagonal k = x - y.
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // reached[d]: the diagonals -(d-1)...(d-1) before step d, for the way back.
        var reached: [[Int]] = []
        var steps = 0
        search: for d in 0...limit {
            if d > maximumSteps { return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m) }
            reached.append(d == 0 ? [] : Array(furthest[(offset - d + 1)...(offset + d - 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && furthest[k - 1 + offset] < furthest[k + 1 + offset])
                    ? furthest[k + 1 + offset] : furthest[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                furthest[k + offset] = x
                if x >= n, y >= m {
                    steps = d
                    break search
                }
            }
        }
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: steps, to: 0, by: -1) {
            let before = reached[d], k = x - y
            let at = { (diagonal: Int) in before[diagonal + d - 1] }
            let previous = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = at(previous), previousY = previousX - previous
            while x > previousX, y > previousY {
                operations.append(.keep)
                x -= 1; y -= 1
            }
            operations.append(x == previousX ? .insert : .delete)
            x = previousX; y = previousY
        }
        operations += Array(repeating: .keep, count: x)
        return operations.reversed()
    }
}
