import APIRuntime
import BlobStore
import Foundation
import LoopbackServer
import Testing

/// The blob store document's `/filesystems`, imported and generated, over the loopback server: a list the importer
/// pages by its `Link` header, a creation answered `201` with the new file system or `204` when it exists (the
/// importer's `responses:`), and a `422` problem whose details nest by field (an alias union that refers to itself,
/// typed rather than free-form JSON).
@Suite struct BlobStoreFileSystemsEndToEndTests {
    /// Five file systems, `per_page` at a time (2 by default), each page but the last linking the next.
    static func fileSystems(_ request: LoopbackRequest) -> LoopbackResponse {
        let query = URLComponents(string: request.uri)?.queryItems ?? []
        let page = Int(query.first { $0.name == "page" }?.value ?? "") ?? 1
        let size = Int(query.first { $0.name == "per_page" }?.value ?? "") ?? 2
        let names = ["alpha", "beta", "gamma", "delta", "epsilon"]
        let slice = names.dropFirst((page - 1) * size).prefix(size)
        var response = LoopbackResponse.json("[" + slice.map { #"{"name": "\#($0)"}"# }.joined(separator: ", ") + "]")
        if page * size < names.count {
            response.headers.append(LoopbackHeaderField("Link", #"<filesystems?page=\#(page + 1)>; rel="next""#))
        }
        return response
    }

    /// `alpha` exists (204), a name longer than 8 is refused with nested details (422), any other is created (201).
    static func create(_ request: LoopbackRequest) -> LoopbackResponse {
        let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
        let name = body["name"] as? String ?? ""
        if name == "alpha" { return .status(204) }
        if name.count > 8 {
            let problem =
                #"{"message": "invalid", "details": {"name": {"_errors": ["too long"]}, "quota": {"#
                + #""_errors": []}}}"#
            return .json(problem, status: 422)
        }
        return .json(String(decoding: request.body, as: UTF8.self), status: 201)
    }

    static func start() async throws -> (LoopbackServer, Client<BlobStoreAPI>) {
        let server = try await LoopbackServer.start { request in
            switch (request.method, request.path) {
            case ("GET", "/store/v1/filesystems"): return fileSystems(request)
            case ("POST", "/store/v1/filesystems"): return create(request)
            default: return .status(404)
            }
        }
        return (server, try BlobStoreEndToEndTests.client(server))
    }

    @Test func theLinkedPagesAreAllRead() async throws {
        let (server, client) = try await Self.start()
        defer { Task { await server.stop() } }
        var names: [String] = []
        for try await fileSystem in client.items(ListFileSystems(perPage: 2)) { names.append(fileSystem.name) }
        #expect(names == ["alpha", "beta", "gamma", "delta", "epsilon"])
        #expect(server.requests.map(\.uri).last == "/store/v1/filesystems?page=3&per_page=2")
    }

    @Test func theAnswerIsTheCaseOfItsStatus() async throws {
        let (server, client) = try await Self.start()
        defer { Task { await server.stop() } }
        let created = try await client.send(CreateFileSystem(fileSystem: FileSystem(name: "beta", quota: 5)))
        #expect(created == .created(FileSystem(name: "beta", quota: 5)))
        let existing = try await client.send(CreateFileSystem(fileSystem: FileSystem(name: "alpha")))
        #expect(existing == .noContent)
    }

    @Test func aProblemsNestedDetailsAreTyped() async throws {
        let (server, client) = try await Self.start()
        defer { Task { await server.stop() } }
        do {
            let answer = try await client.send(CreateFileSystem(fileSystem: FileSystem(name: "much-too-long")))
            Issue.record("a 422 was answered as \(answer)")
        } catch {
            guard case .api(let problem, _) = error else {
                Issue.record("expected .api, got \(error)")
                return
            }
            #expect(problem.message == "invalid")
            let expected = ProblemDetails.problemDetailsMap([
                "name": .fieldErrors(FieldErrors(errors: ["too long"])),
                "quota": .fieldErrors(FieldErrors(errors: [])),
            ])
            #expect(problem.details == expected)
        }
    }
}
