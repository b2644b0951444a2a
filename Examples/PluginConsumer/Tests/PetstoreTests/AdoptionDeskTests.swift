import APIRuntime
import Foundation
import Petstore
import PetstoreApp
import PetstoreTesting
import Testing

/// The app's `AdoptionDesk`, tested the way an SDK user tests their app: against the generated stubs.
@Suite struct AdoptionDeskTests {
    @Test func adoptablePetsAreReadFromEveryPageAndFiltered() async throws {
        let pets = [
            Pet(id: 1, name: "Tom", status: .available), Pet(id: 2, name: "Rex", status: .sold),
            Pet(id: 3, name: "Ada", status: .available), Pet(id: 4, name: "Bo", status: .pending),
            Pet(id: 5, name: "Cy", status: .available),
        ]
        let stubs = PetstoreStubs()
        stubs.on(ListPets.self) { request in
            let offset = Int(request.value(of: "offset") ?? "0") ?? 0
            let limit = Int(request.value(of: "limit") ?? "") ?? 20
            return .value(Array(pets.dropFirst(offset).prefix(limit)))
        }
        let desk = AdoptionDesk(client: stubs.client(settings: .init()))
        #expect(try await desk.adoptableNames(tag: "cat", pageSize: 2) == ["Ada", "Cy", "Tom"])
        let calls = stubs.calls(to: ListPets.self)
        #expect(calls.map { $0.value(of: "offset") } == [nil, "2", "4"])
        #expect(calls.allSatisfy { $0.value(of: "tag") == "cat" && $0.value(of: "limit") == "2" })
    }

    @Test func aCardShowsThePetOrWhatTheStoreSaid() async throws {
        let stubs = PetstoreStubs()
        stubs.on(ShowPet.self) { request in
            request.pathParameters["petId"] == "7"
                ? .value(Pet(id: 7, name: "Tom", status: .available))
                : .apiError(Problem(message: "no such pet"), status: 404)
        }
        let desk = AdoptionDesk(client: stubs.client(settings: .init()))
        #expect(try await desk.card(forPet: 7) == "#7 Tom (available)")
        #expect(try await desk.card(forPet: 8) == "No pet #8: no such pet")
    }

    @Test func aDeadNetworkIsThrownNotShownAsAMissingPet() async throws {
        let stubs = PetstoreStubs()
        stubs.on(ShowPet.self) { _ in .failure(TransportError(.connect, "Couldn't connect to server")) }
        let desk = AdoptionDesk(client: stubs.client(settings: .init()))
        do {
            _ = try await desk.card(forPet: 7)
            Issue.record("a dead network gave a card")
        } catch {
            guard case .transport(let failure) = error else {
                Issue.record("not a transport error: \(error)")
                return
            }
            #expect(failure.kind == .connect)
        }
    }
}
