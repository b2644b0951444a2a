/// Did-you-mean suggestions by edit distance.
public enum Suggestions {
    /// The longest word, in characters, that gets or gives a suggestion.
    public static let maximumLength = 128

    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    ///
    /// Distance is Damerau–Levenshtein (optimal string alignment) over lowercased characters, so a
    /// swapped pair or a wrong case counts as one edit. A candidate is accepted when its distance is at
    /// most a third of the longer word's length (at least 1, at most 3). Ties go to the candidate
    /// listed first, so callers pass candidates in a stable order.
    ///
    /// Words and candidates longer than ``maximumLength`` characters are not compared: the distance costs the
    /// product of the two lengths, and a 10,000-character name is no typo of another.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        guard word.utf8.count <= maximumLength * 4 else { return nil }
        let target = Array(word.lowercased())
        guard target.count <= maximumLength else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            if candidate.utf8.count > maximumLength * 4 { continue }
            let other = Array(candidate.lowercased())
            if other.count > maximumLength { continue }
            let limit = min(3, max(1, max(target.count, other.count) / 3))
            if abs(target.count - other.count) > limit { continue }
            let distance = editDistance(target, other)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `"did you mean 'x'?"`, or `nil` when nothing is close.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// The optimal-string-alignment distance between two character arrays, in O(n·m) time and O(m) space.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }
}
