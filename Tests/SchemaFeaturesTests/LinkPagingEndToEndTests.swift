import APIRuntime
import APIRuntimeTesting
import Foundation
import Shelter
import Testing

/// `ListPets` pages by the `Link` header (`paging: { style: link }`) over the loopback server: every page is read,
/// the link's relative URL is resolved against the reply's, the query parameters the link leaves out go with it,
/// the token goes with every page, and a link to the same page or to another host ends the pages with a typed
/// error after the page that named it.
@Suite struct LinkPagingEndToEndTests {
    @Test func everyLinkedPageIsReadWithTheParametersTheLinkLeavesOut() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        var names: [String] = []
        for try await pet in client.items(ListPets(species: "dog", perPage: 2)) { names.append(pet.name) }
        #expect(names == ["Ada", "Bo", "Cy", "Di", "Ed"])
        let pages = fake.server.requests.filter { $0.path == "/v1/pets" }.map(\.uri)
        #expect(
            pages == [
                "/v1/pets?species=dog&per_page=2", "/v1/pets?page=2&species=dog&per_page=2",
                "/v1/pets?page=3&species=dog&per_page=2",
            ])
        let authorized = fake.server.requests.filter { $0.path == "/v1/pets" }.allSatisfy {
            $0.header("Authorization")?.hasPrefix("Bearer ") == true
        }
        #expect(authorized)
    }

    @Test func aReplyWithoutANextLinkIsTheLastPage() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        var pages: [[Pet]] = []
        for try await page in client.pages(ListPets(perPage: 5)) { pages.append(page) }
        #expect(pages.map(\.count) == [5])
    }

    @Test func aLinkToTheSamePageEndsThePagesWithATypedError() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        var pages = 0
        do {
            for try await _ in client.pages(ListPets(species: "loop")) { pages += 1 }
            Issue.record("a page linking to itself ended normally")
        } catch let error as PagingError {
            guard case .repeatedLink(let url) = error else {
                Issue.record("expected .repeatedLink, got \(error)")
                return
            }
            #expect(url.absoluteString.hasSuffix("/v1/pets?species=loop"))
        }
        // The first page is handed out; its link names that same page, and following it would never end.
        #expect(pages == 1)
    }

    @Test func aLinkToAnotherHostIsNeverFollowed() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        var pages = 0
        do {
            for try await _ in client.pages(ListPets(species: "away")) { pages += 1 }
            Issue.record("a link to another host ended normally")
        } catch let error as PagingError {
            #expect(error == .foreignLink(URL(string: "https://elsewhere.example/v1/pets?page=2")!))
        }
        #expect(pages == 1)
        // Sent by hand, a request linked elsewhere fails before anything leaves the process.
        var request = ListPets()
        request.pageURL = URL(string: "https://elsewhere.example/v1/pets?page=2")
        do {
            _ = try await client.send(request)
            Issue.record("a request linked to another host was sent")
        } catch {
            guard case .invalidRequest(let message) = error else {
                Issue.record("expected .invalidRequest, got \(error)")
                return
            }
            #expect(message.contains("leaves the API's origin"))
        }
    }
}

/// Link paging through a stub transport: a stub adds the `Link` header, and the linked page's request comes back
/// to the same stub with the link's query.
@Suite struct LinkPagingStubTests {
    @Test func stubbedPagesLinkedByTheirHeaderAreAllRead() async throws {
        let stubs = StubTransport<ShelterAPI>(routes: [StubRoute(ListPets.self, method: .get, path: "pets")])
        let client = Client<ShelterAPI>(
            environment: .custom(hosts: ["default": URL(string: "https://shelter.stub.invalid/v1/")!]),
            settings: ShelterAPI.Settings(clientID: "id", clientSecret: "secret"), transport: stubs)
        stubs.on(ListPets.self) { request in
            let page = Int(request.value(of: "page") ?? "1") ?? 1
            let pet = Pet(id: "p\(page)", name: "Pet \(page)", species: "cat")
            return .value([pet]).linkingNextPage(page < 3 ? "pets?page=\(page + 1)" : nil)
                .withHeaders(["X-RateLimit-Remaining": "\(10 - page)"])
        }
        var ids: [String] = []
        for try await pet in client.items(ListPets(perPage: 1)) { ids.append(pet.id) }
        #expect(ids == ["p1", "p2", "p3"])
        let sent = stubs.calls(to: ListPets.self).map(\.http.url.absoluteString)
        #expect(sent.last == "https://shelter.stub.invalid/v1/pets?page=3&per_page=1")
        let reply = try await client.sendForReply(ListPets())
        #expect(reply.headers["X-RateLimit-Remaining"] == "9")
    }
}
