import Etilbudsavis

/// What of a server answer the store can keep: each id once, and only ids the store and URLs can carry.
///
/// A list or item answer that repeats an id would otherwise be merged twice (and reported added twice), and an
/// id that is empty or holds a NUL cannot be stored whole or sent back in a path (``ShoppingList/isUsableID(_:)``).
/// The first object with an id is kept, as the pull's stamps keep the first; what is left out is named in the
/// cycle's ``ShoppingListSyncReport/lastFailure`` and stays on the server untouched.
struct ServerObjects<Object> {
    /// The objects to merge, in the server's order.
    var kept: [Object] = []
    /// One line per object left out.
    var refused: [String] = []

    /// Filters a server answer of `kind` (`"list"`, `"item"`) by the ids `id` reads.
    init(_ objects: [Object], kind: String, id: (Object) -> String) {
        var seen = Set<String>()
        seen.reserveCapacity(objects.count)
        for object in objects {
            let identifier = id(object)
            if !ShoppingList.isUsableID(identifier) {
                refused.append("a \(kind) with the unusable id \(identifier.debugDescription)")
            } else if !seen.insert(identifier).inserted {
                refused.append("a second \(kind) with the id \(identifier.debugDescription)")
            } else {
                kept.append(object)
            }
        }
    }

    /// The report line for what was left out, or `nil` when everything was kept.
    ///
    /// At most three objects are named, so a hostile answer cannot make the report grow without bound.
    var failure: String? {
        guard !refused.isEmpty else { return nil }
        let named = refused.prefix(3).joined(separator: "; ")
        let rest = refused.count > 3 ? " and \(refused.count - 3) more" : ""
        return "the server's answer held objects that were left out: \(named)\(rest)"
    }
}
