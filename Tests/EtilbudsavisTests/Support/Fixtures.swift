import Foundation

/// The recorded eTilbudsavis responses in `Tests/Fixtures/etilbudsavis/`, read as they are.
enum Fixtures {
    /// The fixture folder.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EtilbudsavisTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/etilbudsavis", isDirectory: true)

    /// The bytes of a fixture file, such as `offer_list.json`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The fixture parsed with `JSONSerialization`, as an independent reading of the same bytes.
    static func jsonArray(_ name: String) throws -> [[String: Any]] {
        guard let array = try JSONSerialization.jsonObject(with: data(name)) as? [[String: Any]] else {
            throw FixtureError.notAnArray(name)
        }
        return array
    }

    /// Why a fixture could not be read.
    enum FixtureError: Error {
        case notAnArray(String)
    }
}
