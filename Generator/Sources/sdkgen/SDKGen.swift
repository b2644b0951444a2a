import ArgumentParser
import Foundation
import SDKGenCore

/// The `sdkgen` command: generates typed Swift SDKs from YAML API schemas.
struct SDKGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdkgen",
        abstract: "Generate typed Swift SDKs from the YAML API schemas in Schemas/.",
        discussion: """
            Each folder Schemas/<API>/ holds one API's schema (every *.yaml file in it is merged). \
            The Swift code goes to Sources/<Module>/Generated/*.generated.swift.

            EXIT CODES
              0   success: files written or fresh, nothing stale, no errors
              1   check: committed generated code is stale (diff printed)
              2   a schema has errors (printed as file:line:column: error: …)
              3   unknown API name, missing folder or unwritable file
              64  invalid command line (unknown option, argument or help topic)
            """,
        version: Pipeline.version,
        subcommands: [Generate.self, Check.self, Validate.self, Import.self, Emit.self]
    )
}

/// Exit codes shared by the subcommands.
enum ExitCodes {
    /// `check` found stale generated code.
    static let stale = ExitCode(1)
    /// A schema has errors.
    static let schemaErrors = ExitCode(2)
    /// An unknown API name, a missing folder or an unwritable file.
    static let notFound = ExitCode(3)
    /// An invalid command line: ArgumentParser's own code for it (EX_USAGE), also used by `help <unknown>`.
    static let usage = ExitCode.validationFailure
}

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
