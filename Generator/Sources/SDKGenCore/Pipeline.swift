import Foundation

/// The generator's entry points: load and validate a schema folder, and emit its Swift files.
public enum Pipeline {
    /// The generator's version, written into every banner.
    public static let version = "0.1.0"

    /// Loads and validates a folder of YAML files.
    ///
    /// - Parameters:
    ///   - folder: the API's schema folder.
    ///   - displayPrefix: the folder as it should appear in diagnostics and banners (`Schemas/Bazaarvoice`).
    public static func validate(folder: URL, displayPrefix: String) -> (schema: Schema, diagnostics: DiagnosticEngine) {
        var (schema, diagnostics) = SchemaLoader().load(folder: folder, displayPrefix: displayPrefix)
        diagnostics.merge(Validator.validate(schema))
        return (schema, diagnostics)
    }

    /// Loads and validates in-memory sources (file name → YAML), for tests.
    public static func validate(sources: [(file: String, text: String)]) -> (schema: Schema, diagnostics: DiagnosticEngine) {
        var (schema, diagnostics) = SchemaLoader().load(sources: sources)
        diagnostics.merge(Validator.validate(schema))
        return (schema, diagnostics)
    }
}
