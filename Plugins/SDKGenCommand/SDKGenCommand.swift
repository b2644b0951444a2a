import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory sdkgen generate|check|validate …`: runs the `sdkgen` CLI
/// in the package's folder, with its arguments, output and exit code.
///
/// For packages that commit their generated code (as SchemaSDK does): `generate` writes
/// `Sources/<Module>/Generated/`, `check` fails when it is stale.
@main
struct SDKGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "sdkgen").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // The CLI's exit code is the plugin's: 1 stale, 2 schema errors, 3 unknown API, 64 usage.
        if process.terminationReason == .exit, process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
        if process.terminationReason == .uncaughtSignal {
            throw PluginError("sdkgen ended by signal \(process.terminationStatus)")
        }
    }
}

/// A failure of the plugin itself.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
