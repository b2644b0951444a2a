import Foundation

// TEMPORARY: minimal shapes so `Core/` compiles; the runtime owner replaces each with the real type
// in its own file and deletes this file.

/// What parsing a response needs.
public struct ResponseContext: Sendable {}

/// Coding options.
public struct CodingOptions: Sendable {}

/// The wire-name-to-type table.
public struct TypeTable: Sendable {}

func makeBodyParameters(_ parameters: Parameters, encoding: BodyEncoding) -> any BodyParameters {
    fatalError("pending")
}
