import APIRuntime
import Bazaarvoice
import Foundation

/// The recorded Bazaarvoice responses in `Tests/Fixtures/bazaarvoice/` (provenance in `SOURCES.md` there).
enum Fixtures {
    /// The fixture folder, found relative to this file.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .appendingPathComponent("bazaarvoice")

    /// The bytes of one recorded response.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// A date from seconds since 1970, for comparing decoded timestamps.
    static func date(_ seconds: Double) -> Date {
        Date(timeIntervalSince1970: seconds)
    }
}

extension ClientError where API == BazaarvoiceAPI {
    /// The API's error envelope when the call failed with one (`.api`), else `nil`; a typed match, no cast.
    var envelope: ErrorEnvelope? {
        guard case .api(let envelope, _) = self else { return nil }
        return envelope
    }
}
