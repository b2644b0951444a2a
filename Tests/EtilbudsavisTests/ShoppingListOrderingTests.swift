import Foundation
import Testing

@testable import Etilbudsavis

/// A list with an id and a link, for ordering tests.
private func list(_ id: String, after previous: String?) -> ShoppingList {
    ShoppingList.makeNew(name: id.uppercased(), previousID: previous, modified: Date(timeIntervalSince1970: 0), id: id)
}

private let first = ShoppingList.firstPreviousID

@Suite("Shopping-list order through previous_id")
struct ShoppingListOrderingTests {
    @Test("a shuffled chain comes back in chain order")
    func chain() {
        let lists = [list("c", after: "b"), list("a", after: first), list("d", after: "c"), list("b", after: "a")]
        #expect(lists.orderedByPreviousID().map(\.id) == ["a", "b", "c", "d"])
    }

    @Test("two objects after the same one: the smaller id first, its chain, then the other branch")
    func fork() {
        let lists = [
            list("a", after: first), list("c", after: "a"), list("b", after: "a"), list("b2", after: "b"),
            list("z", after: first),
        ]
        #expect(lists.orderedByPreviousID().map(\.id) == ["a", "b", "b2", "c", "z"])
    }

    @Test("gaps, unknown predecessors, self links and cycles still place every object exactly once")
    func damagedChains() {
        let lists = [
            list("m", after: "missing"), list("n", after: "m"), list("x", after: "y"), list("y", after: "x"),
            list("s", after: "s"), list("e", after: nil), list("f", after: ""),
        ]
        let ordered = lists.orderedByPreviousID().map(\.id)
        #expect(ordered.count == lists.count)
        #expect(Set(ordered) == Set(lists.map(\.id)))
        #expect(ordered == ["e", "f", "m", "n", "s", "x", "y"])
    }

    @Test("relinking writes the chain of the current order, and ordering reads it back")
    func relink() {
        let lists = [list("q", after: nil), list("p", after: "zzz"), list("r", after: first)]
        let relinked = lists.relinkedInOrder()
        #expect(relinked.map(\.previousID) == [first, "q", "p"])
        #expect(relinked.shuffled().orderedByPreviousID().map(\.id) == ["q", "p", "r"])
        #expect([ShoppingList]().orderedByPreviousID().isEmpty)
    }

    @Test("items order the same way")
    func items() throws {
        let a = try ShoppingListItem.makeNew(listID: "l", description: "Mælk", previousID: first, id: "a")
        let b = try ShoppingListItem.makeNew(listID: "l", description: "Brød", previousID: "a", id: "b")
        #expect([b, a].orderedByPreviousID().map(\.description) == ["Mælk", "Brød"])
    }
}
