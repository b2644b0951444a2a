import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// The `onDemand` templated environment of the schema (`https://{account}.fogbugz.com/`, command prefix
/// discovered) and sessions created from environments.
@Suite struct EnvironmentTests {
    @Test func onDemandBuildsTheAccountRootAndLeavesThePrefixToDiscovery() throws {
        let environment = try FogBugzAPI.Environment.onDemand(account: "ticketrb")
        #expect(environment.baseURL(forHost: "server") == URL(string: "https://ticketrb.fogbugz.com/"))
        #expect(environment.baseURL(forHost: "default") == nil)
        let session = try FogBugzSession(environment: environment)
        #expect(session.serverURL == URL(string: "https://ticketrb.fogbugz.com/"))
    }

    @Test(arguments: ["", "ticketrb.evil.com", "a/b", "-x", "me@example", "a b"])
    func anAccountThatIsNoLabelIsATypedError(_ account: String) {
        #expect(throws: URLTemplateError.self) { try FogBugzAPI.Environment.onDemand(account: account) }
    }

    @Test func anEnvironmentWithoutAServerHostIsRefused() {
        let error = #expect(throws: ClientError<FogBugzAPI>.self) {
            try FogBugzSession(environment: .custom(hosts: ["default": URL(string: "https://x.example/api.asp?")!]))
        }
        #expect(error?.sessionFailure == .noServerHost)
    }

    @Test func anOnDemandSessionReadsApiXMLFromTheAccountHost() async throws {
        let transport = ReplayTransport()
        try transport.stub(
            .get, "/api.xml", contentType: "text/xml", file: Fixtures.folder.appendingPathComponent("api_discovery.xml")
        )
        let session = try FogBugzSession(environment: .onDemand(account: "ticketrb"), transport: transport)
        let info = try await session.checkAPI()
        #expect(info.urlPrefix == "api.asp?")
        #expect(transport.requests.map(\.url.absoluteString) == ["https://ticketrb.fogbugz.com/api.xml"])
        #expect(await session.commandPrefixURL == URL(string: "https://ticketrb.fogbugz.com/api.asp?"))
    }

    @Test func aSessionFromAnEnvironmentTalksToTheLoopbackServerWithTheDiscoveredPrefix() async throws {
        let fake = try await FakeFogBugzServer.start()
        // The environment's own `default` is ignored: the prefix comes from api.xml.
        let environment = FogBugzAPI.Environment.custom(hosts: [
            "server": fake.rootURL, "default": URL(string: "https://elsewhere.example/api.asp?")!,
        ])
        let session = try FogBugzSession(environment: environment)
        try await session.checkAPI()
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        try await session.logOff()
        await fake.stop()
        #expect(fake.commands.map(\.cmd) == ["logon", "logoff"])
        #expect(fake.commands.allSatisfy { $0.uri.hasPrefix("/api.asp?site=7&") })
    }
}
