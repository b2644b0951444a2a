import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Etilbudsavis

@Suite("Users, end to end")
struct UserEndToEndTests {
    @Test("attach and detach send the notes' bodies; the stream fires only when the user's id changes")
    func userChanges() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        let changes = env.client.userChanges()
        let collected = Task {
            var events: [String] = []
            for await change in changes {
                events.append("\(change.oldUser?.id ?? 0)->\(change.newUser?.id ?? 0)")
                if events.count == 4 { break }
            }
            return events
        }
        let ann = try await env.client.attachUser(email: "ann@example.com", password: "secret-1")
        #expect(ann.user?.id == 41)
        #expect(ann.permissions.allows("api.users.41.read"))
        try await env.client.attachUser(email: "ann@example.com", password: "secret-1")  // same id: no event
        try await env.client.attachUser(email: "bob@example.com", password: "secret-2")
        try await env.client.detachUser()
        try await env.client.detachUser()  // no user before or after: no event
        try await env.client.attachUser(email: "ann@example.com", password: "secret-1")
        #expect(await collected.value == ["0->41", "41->42", "42->0", "0->41"])
        #expect(env.client.currentUser?.email == "ann@example.com")

        let puts = env.server.requests.filter { $0.method == "PUT" && $0.path == "/v2/sessions" }
        #expect(puts.count == 6)
        let attach = try #require(FakeETAState.jsonObject(puts[0].body))
        #expect(attach["email"] as? String == "ann@example.com")
        #expect(attach["password"] as? String == "secret-1")
        let detach = try #require(FakeETAState.jsonObject(puts[3].body))
        #expect(detach.count == 1 && detach["email"] as? String == "")
        #expect(puts.allSatisfy { $0.header("X-Signature") == ReferenceSHA256.hex("test-secret" + "token-1") })
    }

    @Test("wrong credentials are a typed error and leave the user unchanged")
    func wrongPassword() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        await #expect {
            try await env.client.attachUser(email: "ann@example.com", password: "nope")
        } throws: { error in
            guard case .api(let apiError, _) = error as? ClientError<EtilbudsavisAPI> else { return false }
            return apiError.code == 1201
        }
        #expect(env.client.currentUser == nil)
    }
}
