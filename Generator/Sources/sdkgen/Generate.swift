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

    /// The plans of one API's outputs: the SDK, and its testing library when `Sources/<Module>Testing/` exists.
    func plans(_ folder: (url: URL, display: String)) -> [(outputPath: String, plan: OutputPlan)]? {
        let (generation, plan) = self.plan(folder)
        guard let plan else { return nil }
        var plans = [(generation.outputPath, plan)]
        if let testing = Pipeline.testingLibrary(of: generation, displayPrefix: folder.display) {
            let directory = URL(fileURLWithPath: root).appendingPathComponent(testing.outputPath)
            if FileManager.default.fileExists(atPath: directory.deletingLastPathComponent().path) {
                plans.append((testing.outputPath, OutputPlan(files: testing.files, directory: directory)))
            }
        }
        return plans
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
            guard let plans = options.plans(folder) else {
                failed = true
                continue
            }
            for (outputPath, plan) in plans {
                do {
                    try plan.apply()
                } catch {
                    printError("error: cannot write \(outputPath): \(error)")
                    throw ExitCodes.notFound
                }
                for change in plan.changes {
                    let verb: String
                    switch change {
                    case .create: verb = "created"
                    case .update: verb = "updated"
                    case .prune: verb = "deleted"
                    }
                    print("\(verb) \(outputPath)/\(change.path)")
                }
            }
            let changed = plans.reduce(0) { $0 + $1.plan.changes.count }
            let unchanged = plans.reduce(0) { $0 + $1.plan.unchangedCount }
            print("\(folder.display): \(changed) changed, \(unchanged) unchanged")
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
            guard let plans = options.plans(folder) else {
                failed = true
                continue
            }
            let changed = plans.reduce(0) { $0 + $1.plan.changes.count }
            if changed == 0 {
                print("\(folder.display): up to date (\(plans.reduce(0) { $0 + $1.plan.unchangedCount }) files)")
            } else {
                stale = true
                for (outputPath, plan) in plans {
                    print(plan.unifiedDiff(displayDirectory: outputPath), terminator: "")
                }
                printError(
                    "\(folder.display): \(changed) generated file(s) stale; run 'sdkgen generate \(folder.url.lastPathComponent)'"
                )
            }
        }
        if failed { throw ExitCodes.schemaErrors }
        if stale { throw ExitCodes.stale }
    }
}
