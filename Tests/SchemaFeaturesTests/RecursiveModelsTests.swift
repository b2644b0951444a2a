import APIRuntime
import Foundation
import Shelter
import Testing

/// Shelter's `Pedigree` holds pedigrees (`sire`, `dam`) and a `Litter` that holds one again: the generator boxes
/// those properties (`@Indirect`), and the models decode, encode, compare and copy as any value does.
@Suite struct RecursiveModelsTests {
    static let body = Data(
        #"""
        {"name": "Rex",
         "sire": {"name": "Max", "sire": {"name": "Old Max"}, "dam": null},
         "dam": {"name": "Bella", "litter": {"size": 4, "mother": {"name": "Grandma"}}}}
        """#.utf8)

    @Test func aTreeOfModelsDecodesToItsDepth() throws {
        let pedigree = try GetPedigree(id: "rex").decodeRecorded(Self.body)
        #expect(pedigree.name == "Rex")
        #expect(pedigree.sire?.name == "Max")
        #expect(pedigree.sire?.sire?.name == "Old Max")
        #expect(pedigree.sire?.sire?.sire == nil)
        #expect(pedigree.sire?.dam == nil)
        #expect(pedigree.dam?.litter?.size == 4)
        #expect(pedigree.dam?.litter?.mother.name == "Grandma")
    }

    @Test func itEncodesBackAndComparesByValue() throws {
        let pedigree = try GetPedigree(id: "rex").decodeRecorded(Self.body)
        let again = try JSONDecoder().decode(Pedigree.self, from: JSONEncoder().encode(pedigree))
        #expect(again == pedigree)
        #expect(again.hashValue == pedigree.hashValue)
        let built = Pedigree(
            name: "Rex",
            sire: Pedigree(name: "Max", sire: Pedigree(name: "Old Max")),
            dam: Pedigree(name: "Bella", litter: Litter(size: 4, mother: Pedigree(name: "Grandma"))))
        #expect(built == pedigree)
        // A difference deep in the tree is a difference.
        let other = Pedigree(name: "Rex", sire: Pedigree(name: "Max", sire: Pedigree(name: "Young Max")))
        #expect(other != pedigree)
        #expect(Set([built, pedigree, other]).count == 2)
    }

    @Test func aMissingRequiredFieldDeepInTheTreeNamesItsPath() {
        let body = Data(#"{"name": "Rex", "dam": {"name": "Bella", "litter": {"size": 4, "mother": {}}}}"#.utf8)
        do {
            _ = try GetPedigree(id: "rex").decodeRecorded(body)
            Issue.record("a pedigree without a name decoded")
        } catch {
            guard case .decoding(let failure) = error else {
                Issue.record("expected .decoding, got \(error)")
                return
            }
            #expect(failure.codingPath == "dam.litter.mother.name")
        }
    }

    @Test func aChainDeeperThanTheDecoderTakesIsATypedError() {
        // 100 generations decode; 100,000 fail as a decoding error, not a crash of the stack.
        func chain(_ depth: Int) -> Data {
            Data(
                (String(repeating: #"{"name": "a", "sire": "#, count: depth) + #"{"name": "z"}"#
                    + String(repeating: "}", count: depth)).utf8)
        }
        var generations = 0
        var ancestor = try? GetPedigree(id: "x").decodeRecorded(chain(100))
        while let current = ancestor {
            generations += 1
            ancestor = current.sire
        }
        #expect(generations == 101)
        do {
            _ = try GetPedigree(id: "x").decodeRecorded(chain(100_000))
            Issue.record("a chain of 100,000 decoded")
        } catch {
            guard case .decoding = error else {
                Issue.record("expected .decoding, got \(error)")
                return
            }
        }
    }
}
