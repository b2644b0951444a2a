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
    public static func validate(sources: [(file: String, text: String)]) -> (
        schema: Schema, diagnostics: DiagnosticEngine
    ) {
        var (schema, diagnostics) = SchemaLoader().load(sources: sources)
        diagnostics.merge(Validator.validate(schema))
        return (schema, diagnostics)
    }
}

extension Pipeline {
    /// The result of generating one API.
    public struct Generation: Sendable {
        /// The schema as read.
        public var schema: Schema
        /// Everything reported.
        public var diagnostics: DiagnosticEngine
        /// The emitted files (empty when the schema has errors).
        public var files: [GeneratedFile]
        /// The output folder's path relative to the package root: `Sources/<Module>/Generated`.
        public var outputPath: String
    }

    /// Loads, validates and (when there are no errors) emits one API.
    public static func generate(folder: URL, displayPrefix: String, limits: FileSizeLimits = FileSizeLimits())
        -> Generation
    {
        let (schema, diagnostics) = validate(folder: folder, displayPrefix: displayPrefix)
        let module = schema.api?.module ?? folder.lastPathComponent
        let outputPath = "Sources/\(module)/Generated"
        guard !diagnostics.hasErrors else {
            return Generation(schema: schema, diagnostics: diagnostics, files: [], outputPath: outputPath)
        }
        let files = SwiftGenerator(schemaFolder: displayPrefix, limits: limits).generate(schema)
        return Generation(schema: schema, diagnostics: diagnostics, files: files, outputPath: outputPath)
    }

    /// Validates and (when there are no errors) emits one API from in-memory schema files (file name → YAML):
    /// an import that is generated without writing a schema folder, as the build-tool plugin does with an
    /// OpenAPI document.
    public static func generate(
        sources: [(file: String, text: String)], displayPrefix: String, module: String,
        limits: FileSizeLimits = FileSizeLimits()
    ) -> Generation {
        let (schema, diagnostics) = validate(sources: sources)
        let outputPath = "Sources/\(schema.api?.module ?? module)/Generated"
        guard !diagnostics.hasErrors else {
            return Generation(schema: schema, diagnostics: diagnostics, files: [], outputPath: outputPath)
        }
        let files = SwiftGenerator(schemaFolder: displayPrefix, limits: limits).generate(schema)
        return Generation(schema: schema, diagnostics: diagnostics, files: files, outputPath: outputPath)
    }
}
