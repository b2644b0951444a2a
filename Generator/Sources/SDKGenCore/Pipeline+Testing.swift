extension Pipeline {
    /// The files of an API's testing library and their folder, `Sources/<Module>Testing/Generated`, or `nil`
    /// when the generation failed.
    public static func testingLibrary(of generation: Generation, displayPrefix: String) -> (
        files: [GeneratedFile], outputPath: String
    )? {
        guard !generation.diagnostics.hasErrors, let module = TestingGenerator.module(of: generation.schema) else {
            return nil
        }
        let files = TestingGenerator(schemaFolder: displayPrefix).generate(generation.schema)
        return (files, "Sources/\(module)/Generated")
    }
}
