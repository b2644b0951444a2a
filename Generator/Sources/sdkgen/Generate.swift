import ArgumentParser
import Foundation
import SDKGenCore

/// Options shared by `generate` and `check`.
struct GenerationOptions: ParsableArguments {
    @Argument(help: "API folder names under the schemas folder (default: all of them), e.g. Bazaarvoice FogBugz.")
    var apis: [String] = []

    @Option(name: .long, help: "The folder of schema folders; a relative path is taken from --root.")
    var schemas: String = "Schemas"

    @Option(name: .long, help: "The package root; outputs go to <root>/Sources/<Module>/Generated.")
    var root: String = "."

    /// The schema folders to process, or a usage error for unknown names.
    func folders() throws -> [(url: URL, display: String)] {
        let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
        let base =
            schemas.hasPrefix("/")
            ? URL(fileURLWithPath: schemas) : URL(fileURLWithPath: root).appendingPathComponent(schemas)
        // Banners name the folder relative to the root when it lies inside it, so output bytes do not
        // depend on how --schemas is spelled.
        var display = schemas.hasSuffix("/") ? String(schemas.dropLast()) : schemas
        if schemas.hasPrefix("/"), base.standardizedFileURL.path.hasPrefix(rootPath + "/") {
            display = String(base.standardizedFileURL.path.dropFirst(rootPath.count + 1))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            printError("error: the package root '\(root)' is not a folder (\(URL(fileURLWithPath: root).path))")
            throw ExitCodes.notFound
        }
        let all = SchemaFolders.resolve(base.path)
            .map { (url: $0.url, display: "\(display)/\($0.url.lastPathComponent)") }
        guard !all.isEmpty else {
            printError("error: no schema folders in '\(schemas)' (looked in \(base.standardizedFileURL.path))")
            throw ExitCodes.notFound
        }
        guard !apis.isEmpty else { return all }
        return try apis.map { name in
            guard let folder = all.first(where: { $0.url.lastPathComponent == name }) else {
                let known = all.map { $0.url.lastPathComponent }
                printError(
                    "error: no schema folder '\(name)' in '\(schemas)' (known: \(known.joined(separator: ", ")))")
                throw ExitCodes.notFound
            }
            return folder
        }
    }

    /// Generates one API in memory and plans its output changes; prints diagnostics.
    func plan(_ folder: (url: URL, display: String)) -> (Pipeline.Generation, OutputPlan?) {
        let generation = Pipeline.generate(folder: folder.url, displayPrefix: folder.display)
        if !generation.diagnostics.diagnostics.isEmpty {
            printError(generation.diagnostics.rendered())
        }
        guard !generation.diagnostics.hasErrors else { return (generation, nil) }
        let directory = URL(fileURLWithPath: root).appendingPathComponent(generation.outputPath)
        return (generation, OutputPlan(files: generation.files, directory: directory))
    }
}

/// `sdkgen generate [API...]`.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Sources/<Module>/Generated/*.generated.swift from the schemas.",
        discussion: """
            Writes only files whose bytes changed, deletes stale *.generated.swift files, and prints \
            what changed. Exits 2 (writing nothing for that API) when a schema has errors.
            """
    )

    @OptionGroup var options: GenerationOptions

    func run() throws {
        var failed = false
        for folder in try options.folders() {
            let (generation, plan) = options.plan(folder)
            guard let plan else {
                failed = true
                continue
            }
            do {
                try plan.apply()
            } catch {
                printError("error: cannot write \(generation.outputPath): \(error)")
                throw ExitCodes.notFound
            }
            for change in plan.changes {
                let verb: String
                switch change {
                case .create: verb = "created"
                case .update: verb = "updated"
                case .prune: verb = "deleted"
                }
                print("\(verb) \(generation.outputPath)/\(change.path)")
            }
            print("\(folder.display): \(plan.changes.count) changed, \(plan.unchangedCount) unchanged")
        }
        if failed { throw ExitCodes.schemaErrors }
    }
}

/// `sdkgen check [API...]`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Regenerate in memory and fail when committed generated code is stale.",
        discussion: """
            Prints a unified diff (committed → expected) for every stale, missing or extra generated file. \
            Exits 1 when anything is stale, 2 when a schema has errors, 0 when everything is fresh. \
            Writes nothing.
            """
    )

    @OptionGroup var options: GenerationOptions

    func run() throws {
        var stale = false
        var failed = false
        for folder in try options.folders() {
            let (generation, plan) = options.plan(folder)
            guard let plan else {
                failed = true
                continue
            }
            if plan.changes.isEmpty {
                print("\(folder.display): up to date (\(plan.unchangedCount) files)")
            } else {
                stale = true
                print(plan.unifiedDiff(displayDirectory: generation.outputPath), terminator: "")
                printError(
                    "\(folder.display): \(plan.changes.count) generated file(s) stale; run 'sdkgen generate \(folder.url.lastPathComponent)'"
                )
            }
        }
        if failed { throw ExitCodes.schemaErrors }
        if stale { throw ExitCodes.stale }
    }
}
