import ArgumentParser
import Foundation
import SDKGenCore

/// `sdkgen validate [DIR]`.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check one schema folder, or every folder under Schemas/, and print every problem.",
        discussion: """
            Prints each problem as 'file:line:column: error: message', the schema path and a hint, \
            then a summary. Exits 2 when there is any error (warnings alone exit 0).
            """
    )

    @Argument(help: "A schema folder (Schemas/Bazaarvoice), or a folder of schema folders. Default: Schemas.")
    var directory: String = "Schemas"

    @Flag(name: .long, help: "Treat warnings as errors.")
    var warningsAsErrors = false

    func run() throws {
        let folders = SchemaFolders.resolve(directory)
        guard !folders.isEmpty else {
            printError(
                "error: no schema folders in '\(directory)' (looked in \(URL(fileURLWithPath: directory).standardizedFileURL.path))"
            )
            throw ExitCodes.notFound
        }
        var failed = false
        for folder in folders {
            let (_, diagnostics) = Pipeline.validate(folder: folder.url, displayPrefix: folder.display)
            if !diagnostics.diagnostics.isEmpty {
                printError(diagnostics.rendered())
            }
            if diagnostics.hasErrors || (warningsAsErrors && diagnostics.warningCount > 0) {
                failed = true
            } else {
                print("\(folder.display): ok (\(diagnostics.warningCount) warning(s))")
            }
        }
        if failed { throw ExitCodes.schemaErrors }
    }
}

/// Finds schema folders: the folder itself when it holds YAML files, else its subfolders that do.
enum SchemaFolders {
    static func resolve(_ path: String) -> [(url: URL, display: String)] {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: path)
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let entries = try? manager.contentsOfDirectory(atPath: url.path) else { return [] }
        if entries.contains(where: { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }) {
            return [(url, trimmed)]
        }
        return entries.sorted().compactMap { name in
            var isDirectory: ObjCBool = false
            let child = url.appendingPathComponent(name)
            guard manager.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue,
                !name.hasPrefix(".")
            else { return nil }
            return (child, "\(trimmed)/\(name)")
        }
    }
}
