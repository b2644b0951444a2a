import Foundation
import PackagePlugin

/// Generates a target's SDK from its schema on every build whose schema files changed.
///
/// The schema folder is the folder of the target's `*.yaml` files, or the one an `sdkgen-config.json` in the
/// target names (`{"schemas": "../Petstore/Schema"}`, relative to the configuration's folder). The command's inputs
/// are exactly those YAML files and the configuration; its one output, `<Target>.generated.swift` in the plugin's
/// work directory, is compiled into the target and rewritten only when its bytes change, so an unchanged schema
/// recompiles nothing even when SwiftPM reruns the command after relinking the tool. Schema errors are
/// printed as `file:line:column: error: …` and fail the build.
@main
struct SDKGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configuration = try PluginConfiguration.load(among: target.sourceFiles)
        let folder = try configuration?.schemaFolder ?? PluginConfiguration.schemaFolder(among: target.sourceFiles)
        let schemas = try PluginConfiguration.schemaFiles(in: folder)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).generated.swift")
        var arguments = ["emit", folder.path, "--output", output.path]
        if configuration?.library == .testing { arguments.append("--testing") }
        return [
            .buildCommand(
                displayName: "sdkgen generating \(target.name) from schema folder \(folder.lastPathComponent)",
                executable: try context.tool(named: "sdkgen").url,
                arguments: arguments,
                inputFiles: schemas + (configuration.map { [$0.file] } ?? []),
                outputFiles: [output]
            )
        ]
    }
}
