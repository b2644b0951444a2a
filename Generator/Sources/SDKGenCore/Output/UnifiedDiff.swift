/// Unified diffs of two texts by lines (Myers' O(ND) algorithm), with three lines of context.
public enum UnifiedDiff {
    /// An edit of one line.
    enum Edit: Equatable {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// The diff in `diff -u` format, or `""` when the texts are equal.
    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let edits = shortestEdits(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < edits.count {
            guard
                let firstChange = edits[index...].firstIndex(where: {
                    if case .same = $0 { return false } else { return true }
                })
            else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            var sameRun = 0
            var cursor = firstChange
            while cursor < edits.count {
                if case .same = edits[cursor] {
                    sameRun += 1
                    if sameRun > context * 2 { break }
                } else {
                    sameRun = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(edits.count, end + context + 1)
            output += hunk(edits[start..<stop], a, b)
            index = stop
        }
        return output
    }

    private static func lines(_ text: String) -> [Substring] {
        if text.isEmpty { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    private static func hunk(_ edits: ArraySlice<Edit>, _ a: [Substring], _ b: [Substring]) -> String {
        // Positions before each edit: deletions sit at the new side's current line, insertions at the old side's.
        var oldLine = 0
        var newLine = 0
        switch edits.first {
        case .same(let i, let j): (oldLine, newLine) = (i, j)
        case .delete(let i): oldLine = i
        case .insert(let j): newLine = j
        case nil: break
        }
        if case .delete = edits.first, let position = edits.lazy.compactMap(newPosition).first { newLine = position }
        if case .insert = edits.first, let position = edits.lazy.compactMap(oldPosition).first { oldLine = position }
        var oldCount = 0
        var newCount = 0
        var body = ""
        for edit in edits {
            switch edit {
            case .same(let i, _):
                oldCount += 1
                newCount += 1
                body += " \(a[i])\n"
            case .delete(let i):
                oldCount += 1
                body += "-\(a[i])\n"
            case .insert(let j):
                newCount += 1
                body += "+\(b[j])\n"
            }
        }
        let oldStart = oldCount == 0 ? oldLine : oldLine + 1
        let newStart = newCount == 0 ? newLine : newLine + 1
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
    }

    /// The new-side line where an edit sits, for edits that have one.
    private static func newPosition(_ edit: Edit) -> Int? {
        switch edit {
        case .same(_, let j), .insert(let j): return j
        case .delete: return nil
        }
    }

    /// The old-side line where an edit sits, for edits that have one.
    private static func oldPosition(_ edit: Edit) -> Int? {
        switch edit {
        case .same(let i, _), .delete(let i): return i
        case .insert: return nil
        }
    }

    /// Myers' greedy shortest edit script.
    static func shortestEdits(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count
        let m = b.count
        let max = n + m
        guard max > 0 else { return [] }
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) {
                    x = v[k + 1 + max]
                } else {
                    x = v[k - 1 + max] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[k + max] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[previousK + max]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(x, y))
            }
            if d > 0 {
                if x == previousX {
                    edits.append(.insert(previousY))
                } else {
                    edits.append(.delete(previousX))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
