import ArgumentParser
import Foundation
import SDKGenCore

/// `sdkgen import <format>`: brings an existing API description into the schema language.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a schema folder from an existing API description.",
        subcommands: [ImportOpenAPI.self]
    )
}

/// `sdkgen import openapi DOC --name NAME [--schemas DIR] [--force] [--lenient-answers]`.
struct ImportOpenAPI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openapi",
        abstract: "Import an OpenAPI 3.0 / 3.1 / 3.2 or Swagger 2.0 document (JSON or YAML) into Schemas/<NAME>/.",
        discussion: """
            Writes api.yaml, models.yaml and one file per tag, then validates the folder. Everything the schema \
            language cannot say as the document does is a warning naming the document's JSON pointer and what was \
            done instead. Exits 2 when the written schema does not validate, 3 when the document cannot be read or \
            the folder written (an existing folder is replaced only with --force).
            """
    )

    @Argument(help: "The OpenAPI or Swagger document, JSON or YAML.")
    var document: String

    @Option(name: .long, help: "The API's name: the schema folder and the Swift module (an identifier, e.g. Petstore).")
    var name: String

    @Option(name: .long, help: "The folder of schema folders.")
    var schemas: String = "Schemas"

    @Flag(name: .long, help: "Replace the *.yaml files of an existing Schemas/<NAME>/ folder.")
    var force = false

    @Flag(
        name: .long,
        help: """
            Write the models only answers reach as lenient: every property optional, a missing, null or mistyped \
            value read as absent and reported, for documents stricter than their servers.
            """)
    var lenientAnswers = false

    func validate() throws {
        if let problem = SwiftNaming.moduleNameProblem(name) {
            throw ValidationError("--name must be a module name such as Petstore: \(problem)")
        }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: document),
            let text = String(data: data, encoding: .utf8)
        else {
            printError("error: cannot read '\(document)' as UTF-8 text")
            throw ExitCodes.notFound
        }
        let imported: OpenAPIImport
        let options = ImportOptions(lenientAnswers: lenientAnswers)
        switch OpenAPIImporter.importDocument(text, file: document, module: name, path: document, options: options) {
        case .success(let value): imported = value
        case .failure(let problem):
            printError("error: \(problem.message)")
            throw ExitCodes.notFound
        }
        let folder = URL(fileURLWithPath: schemas).appendingPathComponent(name)
        try write(imported.files, to: folder)
        for warning in imported.warnings { printError(warning.rendered(document: document)) }
        let display = (schemas.hasSuffix("/") ? String(schemas.dropLast()) : schemas) + "/" + name
        print("wrote \(imported.files.count) files to \(display) (\(imported.warnings.count) import warning(s))")
        let (_, diagnostics) = Pipeline.validate(folder: folder, displayPrefix: display)
        if !diagnostics.diagnostics.isEmpty { printError(diagnostics.rendered()) }
        if diagnostics.hasErrors { throw ExitCodes.schemaErrors }
        print("\(display): ok (\(diagnostics.warningCount) warning(s)); next: sdkgen generate \(name)")
    }

    private func write(_ files: [ImportedFile], to folder: URL) throws {
        let manager = FileManager.default
        do {
            if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
                guard force else {
                    printError("error: \(folder.path) exists; pass --force to replace its *.yaml files")
                    throw ExitCodes.usage
                }
                for entry in existing where entry.hasSuffix(".yaml") || entry.hasSuffix(".yml") {
                    try manager.removeItem(at: folder.appendingPathComponent(entry))
                }
            }
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name), options: .atomic)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("error: cannot write \(folder.path): \(error)")
            throw ExitCodes.notFound
        }
    }
}
