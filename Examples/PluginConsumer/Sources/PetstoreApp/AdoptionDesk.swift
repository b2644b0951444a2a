import APIRuntime
import Petstore

/// The app's own logic over the Petstore SDK: what a shelter's front desk shows.
///
/// Its tests (`Tests/PetstoreTests/AdoptionDeskTests.swift`) run it against `PetstoreStubs`, with no network.
public struct AdoptionDesk: Sendable {
    /// The client every call goes through: the real API in the app, stubs in tests.
    public let client: Client<PetstoreAPI>

    /// Creates a desk that talks to the store through `client`.
    public init(client: Client<PetstoreAPI>) {
        self.client = client
    }

    /// The names of every pet that can be adopted, sorted, read a page of `pageSize` at a time.
    public func adoptableNames(tag: String? = nil, pageSize: Int = 50) async throws -> [String] {
        var names: [String] = []
        for try await pet in client.items(ListPets(limit: pageSize, tag: tag.map { [$0] }))
        where pet.status == .available {
            names.append(pet.name)
        }
        return names.sorted()
    }

    /// One line about a pet, or what the store said when it has no such pet; other failures are thrown.
    public func card(forPet id: Int) async throws(ClientError<PetstoreAPI>) -> String {
        do {
            return try await client.send(ShowPet(petID: id)).summary
        } catch .api(let problem, _) {
            return "No pet #\(id): \(problem.message)"
        }
    }
}
