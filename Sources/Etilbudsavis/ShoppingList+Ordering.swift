/// A shopping-list object ordered through `previous_id` links (lists among lists, items within a list).
///
/// The API keeps no order index: each object names the one before it, and the first names
/// ``ShoppingList/firstPreviousID``. Devices edit the chain concurrently, so a chain read from the server can
/// have gaps, forks and even cycles; ordering must still place every object exactly once.
public protocol PreviousIDLinked {
    /// The object's id.
    var id: String { get }
    /// The id of the object before this one, ``ShoppingList/firstPreviousID`` for the first, or `nil` when unknown.
    var previousID: String? { get set }
}

extension ShoppingList: PreviousIDLinked {}
extension ShoppingListItem: PreviousIDLinked {}

extension Array where Element: PreviousIDLinked {
    /// The objects in chain order: every object exactly once.
    ///
    /// Chains start at objects pointing at the first-id marker (or at nothing, or at an id not in the
    /// array); when two objects point at the same predecessor, or chains remain after a cycle, the rest
    /// follows in id order so the result is the same on every device.
    public func orderedByPreviousID() -> [Element] {
        guard count > 1 else { return self }
        let ids = Set(map(\.id))
        var followers: [String: [Int]] = [:]
        var starts: [Int] = []
        for (index, element) in enumerated() {
            if let previous = element.previousID, previous != ShoppingList.firstPreviousID, !previous.isEmpty,
                ids.contains(previous), previous != element.id
            {
                followers[previous, default: []].append(index)
            } else {
                starts.append(index)
            }
        }
        let byID: (Int, Int) -> Bool = { self[$0].id < self[$1].id }
        // Only forks need sorting; the keys are copied first so sorting in place never copies the dictionary.
        for key in followers.compactMap({ $0.value.count > 1 ? $0.key : nil }) { followers[key]?.sort(by: byID) }
        var ordered: [Element] = []
        ordered.reserveCapacity(count)
        var placed = Set<Int>()
        var pending = starts.sorted(by: byID)
        // Objects left only in cycles: start each remaining cycle at its smallest id (sorted only when needed).
        var leftovers: [Int]?
        while ordered.count < count {
            guard !pending.isEmpty else {
                if leftovers == nil { leftovers = indices.sorted(by: byID) }
                guard let next = leftovers?.first(where: { !placed.contains($0) }) else { break }
                leftovers?.removeAll { placed.contains($0) }
                pending = [next]
                continue
            }
            var current: Int? = pending.removeFirst()
            var forks: [Int] = []
            while let index = current, !placed.contains(index) {
                placed.insert(index)
                ordered.append(self[index])
                let next = (followers[self[index].id] ?? []).filter { !placed.contains($0) }
                current = next.first
                forks.append(contentsOf: next.dropFirst())
            }
            pending = forks.sorted(by: byID) + pending
        }
        return ordered
    }

    /// The objects with `previous_id` rewritten to link them in their current order (the first points at
    /// ``ShoppingList/firstPreviousID``); store and send those whose link changed.
    public func relinkedInOrder() -> [Element] {
        var previous = ShoppingList.firstPreviousID
        return map { element in
            var linked = element
            linked.previousID = previous
            previous = element.id
            return linked
        }
    }
}
