import ArgumentParser
import Foundation
import SDKGenCore

// `sdkgen help <name>` for a name that is no command is a usage error; ArgumentParser would print the top-level
// help and exit 0.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "help", let name = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }),
    !SDKGen.configuration.subcommands.contains(where: {
        $0.configuration.commandName == name || "\($0)".lowercased() == name
    })
{
    printError("error: unknown command '\(name)'\n")
    printError(SDKGen.helpMessage())
    Foundation.exit(ExitCodes.usage.rawValue)
}
SDKGen.main()
