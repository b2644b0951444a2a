import APIRuntime
import Foundation
import Petstore
import PetstoreTesting
import Testing

/// The app-side tests a Petstore user writes: the generated stub transport answers by request type.
@Suite struct PetstoreStubTests {
    /// The README tour's step 6, verbatim.
    @Test func theTourSnippet() async throws {
        let pets = samplePets(5)
        let stubs = PetstoreStubs()
        stubs.on(ListPets.self) { request in
            let offset = Int(request.value(of: "offset") ?? "0") ?? 0
            return .value(Array(pets.dropFirst(offset).prefix(2)))  // encoded as the API sends it
        }
        stubs.on(ShowPet.self) { _ in .apiError(Problem(message: "no such pet"), status: 404) }
        let client = stubs.client(settings: .init())
        for try await pet in client.items(ListPets(limit: 2)) { print(pet.name) }
        #expect(stubs.calls(to: ListPets.self).map { $0.value(of: "offset") } == [nil, "2", "4"])
    }

    @Test func pagesAreReadUntilAShortPage() async throws {
        let stubs = PetstoreStubs()
        let pets = samplePets(5)
        stubs.on(ListPets.self) { request in
            let offset = Int(request.value(of: "offset") ?? "0") ?? 0
            let limit = Int(request.value(of: "limit") ?? "") ?? 20
            return .value(Array(pets.dropFirst(offset).prefix(limit)))
        }
        let client = stubs.client(settings: .init())
        var names: [String] = []
        for try await pet in client.items(ListPets(limit: 2, tag: ["cat"])) { names.append(pet.name) }
        #expect(names == pets.map(\.name))
        // Three pages of 2, 2 and 1: the short page is the last; the page size and the tag stay.
        let calls = stubs.calls(to: ListPets.self)
        #expect(calls.map { $0.value(of: "offset") } == [nil, "2", "4"])
        #expect(calls.allSatisfy { $0.value(of: "limit") == "2" && $0.value(of: "tag") == "cat" })
    }

    @Test func aPathParameterAndABodyAreSeen() async throws {
        let stubs = PetstoreStubs()
        stubs.on(ShowPet.self) { request in
            .value(Pet(id: Int(request.pathParameters["petId"] ?? "") ?? 0, name: "Tom", status: .sold))
        }
        stubs.on(AddPet.self) { request in
            var pet = try request.decodeBody(Pet.self, api: PetstoreAPI.self)
            pet.id = 99
            return .value(pet, status: 201)
        }
        let client = stubs.client(settings: .init())
        #expect(try await client.send(ShowPet(petID: 7)).summary == "#7 Tom (sold)")
        let added = try await client.send(
            AddPet(pet: Pet(id: 0, name: "Rex", bornOn: DateOnly("2020-04-01"), status: .available)))
        #expect(added.id == 99)
        #expect(added.bornOn == DateOnly("2020-04-01"))
    }

    @Test func aMultipartUploadCarriesItsFieldsAndFile() async throws {
        let stubs = PetstoreStubs()
        stubs.on(UploadPetPhoto.self) { _ in .status(204) }
        let client = stubs.client(settings: .init())
        let photo = FilePayload(source: .data(Data("JPEG".utf8)), filename: "tom.jpg", contentType: "image/jpeg")
        let takenOn = try #require(DateOnly("2024-05-01"))  // failable: nil for text that is no date
        _ = try await client.send(UploadPetPhoto(petID: 7, photo: photo, caption: "Tom asleep", takenOn: takenOn))
        let call = try #require(stubs.calls(to: UploadPetPhoto.self).first)
        #expect(call.pathParameters == ["petId": "7"])
        #expect(call.value(of: "caption") == "Tom asleep")
        #expect(call.value(of: "taken_on") == "2024-05-01")
        #expect(String(decoding: call.body, as: UTF8.self).contains(#"filename="tom.jpg""#))
    }

    @Test func anAPIErrorAndAnUnstubbedRequestFailTyped() async throws {
        let stubs = PetstoreStubs()
        stubs.on(ShowPet.self) { _ in .apiError(Problem(message: "no such pet"), status: 404) }
        let client = stubs.client(settings: .init())
        await #expect(throws: ClientError<PetstoreAPI>.self) { try await client.send(ShowPet(petID: 1)) }
        do {
            _ = try await client.send(ListPets())
            Issue.record("an unstubbed request succeeded")
        } catch {
            #expect("\(error)".contains("no stub for a ListPets request"))
            #expect("\(error)".contains("stubbed: ShowPet"))
        }
        #expect(stubs.calls.map(\.typeName) == ["ShowPet", "ListPets"])
    }
}
