import APIRuntime
import Foundation
import Museum
import MuseumTesting
import Testing

/// The Museum SDK the plugin generates straight from `Sources/Museum/openapi.yaml` (no schema folder), with its
/// testing library from the same document.
@Suite struct MuseumStubTests {
    @Test func theImportedSDKSendsAndDecodes() async throws {
        let monday = try #require(DateOnly(year: 2023, month: 9, day: 11))
        let stubs = MuseumStubs()
        stubs.on(GetMuseumHours.self) { request in
            #expect(request.value(of: "startDate") == "2023-09-11")
            return .value(sampleHours(from: monday, days: Int(request.value(of: "limit") ?? "") ?? 7))
        }
        let client = stubs.client(settings: .init(username: "guide", password: "secret"))
        let hours = try await client.send(GetMuseumHours(startDate: monday, limit: 2))
        #expect(hours.map(\.display) == ["2023-09-11: 09:00–18:00", "2023-09-12: 09:00–18:00"])
        #expect(stubs.calls(to: GetMuseumHours.self).count == 1)
    }
}
