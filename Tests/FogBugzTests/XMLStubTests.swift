import APIRuntime
import APIRuntimeTesting
import FogBugz
import FogBugzTesting
import Foundation
import Testing

/// `.value(model)` for an XML API: the stub writes the `<response>` document FogBugz would send, and the
/// SDK's own decoder reads back the same model.
@Suite struct XMLStubTests {
    /// Decodes a recorded reply, answers the same request with the decoded value, and compares.
    private func roundTrip<R: Request>(_ request: R, fixture: String) async throws
    where R.API == FogBugzAPI, R.Response: Encodable & Equatable & Sendable {
        let recorded = try Fixtures.data(fixture)
        let stubs = FogBugzStubs()
        stubs.on(R.self) { _ in .body(recorded) }
        let decoded = try await stubs.client(settings: .init()).send(request)
        let again = FogBugzStubs()
        again.on(R.self) { _ in .value(decoded) }
        #expect(try await again.client(settings: .init()).send(request) == decoded, "\(fixture)")
    }

    @Test func everyRecordedReplyRoundTripsThroughAValue() async throws {
        try await roundTrip(ListProjects(), fixture: "list_projects.xml")
        try await roundTrip(ListPeople(), fixture: "list_people.xml")
        try await roundTrip(ListFixFors(), fixture: "list_fixfors.xml")
        try await roundTrip(ListFilters(), fixture: "list_filters.xml")
        try await roundTrip(ListCheckins(caseID: 12), fixture: "list_checkins.xml")
        try await roundTrip(Search(query: "crash"), fixture: "search_cases.xml")
        try await roundTrip(LogOn(email: "me@example.com", password: "pw"), fixture: "logon_ok.xml")
        try await roundTrip(CheckAPI(), fixture: "api_discovery.xml")
    }

    /// A stub writes `date`, `time`, `duration`, `uuid` and `data` values as text their `XMLScalar` reads back.
    @Test func theSchemasOtherScalarsWriteTextThatReadsBack() throws {
        func readsBack<T: XMLScalar & XMLStubScalar & Equatable>(_ value: T?) {
            guard let value else {
                Issue.record("no value")
                return
            }
            #expect(T(xmlText: value.xmlStubText) == value, "\(value.xmlStubText)")
        }
        readsBack(DateOnly(year: 1999, month: 12, day: 31))
        readsBack(TimeOfDay(hour: 23, minute: 59, second: 58, millisecond: 120))
        readsBack(ISODuration("P1Y2M3DT4H5M6S"))
        readsBack(UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
        readsBack(Data([0, 1, 2, 253, 254, 255]))
    }

    @Test func aValueIsWrittenInTheResponseEnvelopeWithEscapedText() async throws {
        let stubs = FogBugzStubs()
        let list = ProjectList(projects: [Project(id: 7, name: "R&D <\"core\">", isInbox: true)])
        stubs.on(ListProjects.self) { _ in .value(list) }
        let client = stubs.client(settings: .init())
        #expect(try await client.send(ListProjects()) == list)
        let document = String(decoding: list.xmlStubDocument, as: UTF8.self)
        #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?><response><projects><project>"))
        #expect(document.contains("<sProject>R&amp;D &lt;\"core\"&gt;</sProject>"))
        #expect(document.contains("<fInbox>true</fInbox>"))
        #expect(!document.contains("sEmail"))  // nil fields are left out, as FogBugz does
    }

    @Test func anAPIErrorIsAnErrorElementTheClientThrowsTyped() async throws {
        let stubs = FogBugzStubs()
        let envelope = ErrorEnvelope(error: ErrorDetail(code: .incorrectUsernameOrPassword, message: "Bad password"))
        stubs.on(LogOn.self) { _ in .apiError(envelope) }
        do {
            _ = try await stubs.client(settings: .init()).send(LogOn(email: "me@example.com", password: "no"))
            Issue.record("a stubbed FogBugz error succeeded")
        } catch {
            guard case .api(let thrown, _) = error else {
                Issue.record("not the API's error: \(error)")
                return
            }
            #expect(thrown.error?.code == .incorrectUsernameOrPassword)
            #expect(thrown.error?.message == "Bad password")
        }
    }

    @Test func aSessionLogsOnAndListsThroughValueStubs() async throws {
        let stubs = FogBugzStubs()
        stubs.on(CheckAPI.self) { _ in .value(APIInfo(version: 8, minimumVersion: 1, urlPrefix: "api.asp?")) }
        stubs.on(LogOn.self) { _ in .value(LogOnResult(token: "t0k3n")) }
        stubs.on(ListProjects.self) { _ in .value(ProjectList(projects: [Project(id: 2, name: "Inbox")])) }
        stubs.on(LogOff.self) { _ in .body(Data("<response></response>".utf8)) }
        let session = try FogBugzSession(environment: stubs.environment, transport: stubs)
        _ = try await session.checkAPI()
        let names = try await session.withLoggedOn(email: "me@example.com", password: "pw") { session in
            try await session.send(ListProjects()).projects.map(\.name)
        }
        #expect(names == ["Inbox"])
        #expect(stubs.calls.map(\.typeName) == ["CheckAPI", "LogOn", "ListProjects", "LogOff"])
        #expect(stubs.calls(to: ListProjects.self).first?.value(of: "token") == "t0k3n")
    }

    @Test func aValueWithNoXMLFormIsRefusedWithAClearMessage() async throws {
        let stubs = FogBugzStubs()
        stubs.on(ListProjects.self) { _ in .encoded(["projects": 1]) }
        do {
            _ = try await stubs.client(settings: .init()).send(ListProjects())
            Issue.record("a dictionary was written as XML")
        } catch {
            #expect("\(error)".contains("cannot be written as XML"), "\(error)")
        }
    }
}
