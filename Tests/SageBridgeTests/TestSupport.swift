import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// Recorded Bridge responses (`Tests/Fixtures/bridge`, read-only) and helpers shared by the tests.
enum Fixtures {
    /// The folder of the recorded Bridge responses.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("bridge")

    /// Every recorded response, by file name.
    static let names = [
        "app_config_opaque_config_elements.json", "error_message_only.json",
        "scheduled_activities_task_survey_compound.json", "survey_string_question.json", "upload_session.json",
        "upload_validation_status.json",
    ]

    /// The bytes of a recorded response.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// A recorded response parsed as JSON.
    static func json(_ name: String) throws -> JSONValue {
        try JSONValue(data: data(name))
    }
}

/// The Swift type of an enum case's payload (`.surveyQuestion(q)` → `SurveyQuestion`), or `nil` for no payload.
func payloadType(of value: Any) -> Any.Type? {
    Mirror(reflecting: value).children.first.map { type(of: $0.value) }
}

/// The generated Swift type of a wire name.
func builtInType(_ wireName: String) -> Any.Type? {
    SageBridgeAPI.typeTable.entry(forWireName: wireName)?.type
}

/// An ISO 8601 date for expectations.
func isoDate(_ text: String) -> Date {
    CodingOptions(dateFormats: [.iso8601Fractional, .iso8601]).date(from: text)!
}

/// Parses JSON text written in a test.
func json(_ text: String) throws -> JSONValue {
    try JSONValue(data: Data(text.utf8))
}
