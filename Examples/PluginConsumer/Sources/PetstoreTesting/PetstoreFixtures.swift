import Petstore

/// Pets for tests: `count` of them, numbered from 1.
public func samplePets(_ count: Int) -> [Pet] {
    (1...max(count, 1)).prefix(count).map { Pet(id: $0, name: "Pet \($0)", status: .available) }
}
