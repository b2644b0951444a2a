import APIRuntime
import FogBugz
import Foundation

/// The recorded FogBugz responses in `Tests/Fixtures/fogbugz/`.
enum Fixtures {
    /// The fixture folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // FogBugzTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/fogbugz", isDirectory: true)

    /// The bytes of one fixture.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The text of one fixture.
    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    /// Every `.xml` fixture's file name, sorted.
    static func allXMLNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".xml") }
            .sorted()
    }
}

extension ClientError where API == FogBugzAPI {
    /// The server's `<error code="N">` envelope when the call failed with one (`.api`), else `nil`.
    var envelope: ErrorEnvelope? {
        guard case .api(let envelope, _) = self else { return nil }
        return envelope
    }

    /// The code of the server's error envelope, else `nil`.
    var errorCode: ErrorCode? { envelope?.error?.code }

    /// The session's own failure (`.session`), else `nil`.
    var sessionFailure: FogBugzSessionError? {
        guard case .session(let failure) = self else { return nil }
        return failure
    }
}
