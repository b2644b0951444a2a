import APIRuntime
import Foundation
import LoopbackServer
import Museum
import Testing

/// The Redocly museum API, imported from its OpenAPI 3.1 document (`sdkgen import openapi`), generated, and sent
/// through `CurlTransport` to a loopback server that answers like the document says.
@Suite struct MuseumEndToEndTests {
    /// `Basic` + base64 of `user:secret`: the imported HTTP basic scheme is the `basic` auth style, whose
    /// middleware encodes the `username` and `password` settings.
    static let authorization = "Basic dXNlcjpzZWNyZXQ="
    static let eventID = UUID(uuidString: "3BE6453C-03EB-4357-AE5A-984A0E574A54")!

    static func client(_ server: LoopbackServer) -> Client<MuseumAPI> {
        let settings = MuseumAPI.Settings(username: "user", password: "secret")
        return Client<MuseumAPI>(
            environment: .custom(hosts: ["default": server.url("v1/")]), settings: settings,
            transport: CurlTransport(), middleware: [MuseumAPI.Authentication.middleware(settings: settings)])
    }

    @Test func queryParametersAndDatesRoundTrip() async throws {
        let server = try await LoopbackServer.start { request in
            guard request.path == "/v1/museum-hours" else { return .status(404) }
            return .json(#"[{"date": "2024-05-01", "timeOpen": "09:00", "timeClose": "18:00"}]"#)
        }
        defer { Task { await server.stop() } }
        let hours = try await Self.client(server).send(GetMuseumHours(startDate: DateOnly("2024-05-01"), limit: 2))
        #expect(hours == [MuseumDailyHours(date: DateOnly("2024-05-01")!, timeOpen: "09:00", timeClose: "18:00")])
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.queryValue("startDate") == "2024-05-01")
        #expect(request.queryValue("limit") == "2")
        #expect(request.queryValue("page") == nil)
        #expect(request.header("Authorization") == Self.authorization)
    }

    @Test func aJSONBodyIsTheModelAndTheAnswerDecodes() async throws {
        let server = try await LoopbackServer.start { request in
            guard request.method == "POST", request.path == "/v1/special-events" else { return .status(404) }
            var object = try JSONSerialization.jsonObject(with: request.body) as? [String: Any] ?? [:]
            object["eventId"] = MuseumEndToEndTests.eventID.uuidString
            return .data(try JSONSerialization.data(withJSONObject: object), contentType: "application/json")
        }
        defer { Task { await server.stop() } }
        let event = SpecialEvent(
            name: "Pirate Coding Workshop", location: "Computer Room", eventDescription: "Arrr.",
            dates: [DateOnly("2024-10-29")!, DateOnly("2024-10-30")!], price: 25)
        let created = try await Self.client(server).send(CreateSpecialEvent(specialEvent: event))
        #expect(created.eventID == Self.eventID)
        #expect(created.dates == event.dates)
        let request = try #require(server.requests.first)
        let sent = try JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        #expect(sent?["dates"] as? [String] == ["2024-10-29", "2024-10-30"])
        #expect(sent?["eventId"] == nil)
        #expect(request.header("Content-Type")?.hasPrefix("application/json") == true)
    }

    @Test func anErrorAnswerIsTheImportedErrorModel() async throws {
        let problem = Data(#"{"type": "object", "title": "Event not found"}"#.utf8)
        let server = try await LoopbackServer.start(
            answering: .data(problem, status: 404, contentType: "application/problem+json"))
        defer { Task { await server.stop() } }
        do {
            _ = try await Self.client(server).send(GetSpecialEvent(eventID: Self.eventID))
            Issue.record("a 404 answer was decoded as an event")
        } catch {
            // The envelope is the imported `Error` model, typed: no cast.
            guard case .api(let answer, _) = error else {
                Issue.record("expected ClientError.api(Error), got \(error)")
                return
            }
            #expect(answer.title == "Event not found")
        }
        let request = try #require(server.requests.first)
        #expect(request.path == "/v1/special-events/\(Self.eventID.uuidString)")
    }

    @Test func aRawAnswerIsItsBytesAndDeleteIsEmpty() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let server = try await LoopbackServer.start { request in
            request.method == "DELETE" ? .status(204) : .data(png, contentType: "image/png")
        }
        defer { Task { await server.stop() } }
        let client = Self.client(server)
        // `image/png` is imported as `response: { raw: binary, contentType: image/png }`: the bytes, asked for.
        let code: Data = try await client.send(GetTicketCode(ticketID: Self.eventID))
        #expect(code == png)
        _ = try await client.send(DeleteSpecialEvent(eventID: Self.eventID))
        let methods = server.requests.map(\.method)
        #expect(methods == ["GET", "DELETE"])
        #expect(server.requests.first?.header("Accept") == "image/png")
    }

    @Test func theCredentialsTravelOnlyThroughTheBasicMiddleware() async throws {
        let server = try await LoopbackServer.start(answering: .json("[]"))
        defer { Task { await server.stop() } }
        let client = Client<MuseumAPI>(
            environment: .custom(hosts: ["default": server.url("v1/")]),
            settings: .init(username: "user", password: "secret"), transport: CurlTransport())
        let events = try await client.send(ListSpecialEvents())
        #expect(events.isEmpty)
        let request = try #require(server.requests.first)
        // The settings are credentials of the `basic` style: no parameter or header of their own.
        #expect(request.header("Authorization") == nil)
        #expect(request.query == nil)
        #expect(!request.headers.contains { $0.value.contains("secret") })
    }
}
