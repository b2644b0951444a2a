import Foundation
import PackagePlugin

/// Generates a target's SDK from its schema on every build whose schema files changed.
///
/// The schema folder is the folder of the target's `*.yaml` files, or the one an `sdkgen-config.json` in the
/// target names (`{"schemas": "../Petstore/Schema"}`, relative to the configuration's folder). A target that holds
/// an OpenAPI or Swagger document instead (`openapi.yaml`, `openapi.yml`, `openapi.json`, or the file the
/// configuration names with `"openapi"`) gets it imported and generated in one step, its module named after the
/// target (a testing library's `<Module>Testing` target after `<Module>`, or the configuration's `"module"`); the
/// import's warnings show in the build. The command's inputs
/// are exactly those YAML files and the configuration; its one output, `<Target>.generated.swift` in the plugin's
/// work directory, is compiled into the target and rewritten only when its bytes change, so an unchanged schema
/// recompiles nothing even when SwiftPM reruns the command after relinking the tool. Schema errors are
/// printed as `file:line:column: error: …` and fail the build.
@main
struct SDKGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configuration = try PluginConfiguration.load(among: target.sourceFiles)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).generated.swift")
        let configurationFiles = configuration.map { [$0.file] } ?? []
        var arguments: [String]
        let inputs: [URL]
        let source: String
        if let document = try configuration?.openAPIDocument
            ?? PluginConfiguration.openAPIDocument(
                among: target.sourceFiles)
        {
            let module =
                configuration?.module
                ?? PluginConfiguration.sdkModule(
                    of: target.name, library: configuration?.library ?? .sdk)
            arguments = ["emit", "--openapi", document.path, "--module", module, "--output", output.path]
            if configuration?.lenientAnswers == true { arguments.append("--lenient-answers") }
            inputs = [document] + configurationFiles
            source = "OpenAPI document \(document.lastPathComponent)"
        } else {
            let folder = try configuration?.schemaFolder ?? PluginConfiguration.schemaFolder(among: target.sourceFiles)
            arguments = ["emit", folder.path, "--output", output.path]
            inputs = try PluginConfiguration.schemaFiles(in: folder) + configurationFiles
            source = "schema folder \(folder.lastPathComponent)"
        }
        if configuration?.library == .testing { arguments.append("--testing") }
        return [
            .buildCommand(
                displayName: "sdkgen generating \(target.name) from \(source)",
                executable: try context.tool(named: "sdkgen").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
