import Foundation
import PackagePlugin

/// The optional `sdkgen-config.json` of a target, and how the plugin finds a target's schema folder.
struct PluginConfiguration: Decodable {
    /// What the target holds: the SDK, or the testing library of the SDK in another target.
    enum Library: String, Decodable {
        /// The request types, models and API definition (the default).
        case sdk
        /// `<API>Testing`: the stub transport keyed by the SDK's request types.
        case testing
    }

    /// The schema folder, relative to the configuration file's folder.
    var schemas: String?
    /// An OpenAPI or Swagger document to import and generate instead, relative to the configuration's folder.
    var openapi: String?
    /// The SDK module an imported document becomes, when not the target's name (or, for a testing library,
    /// the target's name without `Testing`).
    var module: String?
    /// What to generate (default `sdk`).
    var library: Library?
    /// Whether an imported document's models that only answers reach are lenient (`sdkgen import openapi
    /// --lenient-answers`); only with a document.
    var lenientAnswers: Bool?

    /// The configuration file's URL (set after decoding).
    var file = URL(fileURLWithPath: "/")
    /// The schema folder as an absolute URL, when the file names one (set after decoding).
    var schemaFolder: URL?
    /// The OpenAPI document as an absolute URL, when the file names one (set after decoding).
    var openAPIDocument: URL?

    private enum CodingKeys: String, CodingKey {
        case schemas, openapi, module, library, lenientAnswers
    }

    /// The SDK module of an imported document for a target: the target's name, without the `Testing` of a
    /// testing library's target (`MuseumTesting` tests `Museum`).
    static func sdkModule(of target: String, library: Library) -> String {
        guard library == .testing, target.hasSuffix("Testing"), target.count > "Testing".count else { return target }
        return String(target.dropLast("Testing".count))
    }

    /// The names of an OpenAPI document the plugin finds in a target without a configuration saying so.
    static let openAPIFileNames: Set<String> = ["openapi.yaml", "openapi.yml", "openapi.json"]

    /// The file's name in a target's folder.
    static let fileName = "sdkgen-config.json"

    /// Reads the target's `sdkgen-config.json`, or returns `nil` when it has none.
    static func load(among files: FileList) throws -> PluginConfiguration? {
        guard let url = files.first(where: { $0.url.lastPathComponent == fileName })?.url else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw PluginError("\(url.path): cannot be read")
        }
        var configuration: PluginConfiguration
        do {
            configuration = try JSONDecoder().decode(PluginConfiguration.self, from: data)
        } catch {
            throw PluginError("\(url.path): not a valid sdkgen configuration (\(error))")
        }
        configuration.file = url
        configuration.schemaFolder = configuration.schemas.map {
            url.deletingLastPathComponent().appendingPathComponent($0).standardizedFileURL
        }
        configuration.openAPIDocument = configuration.openapi.map {
            url.deletingLastPathComponent().appendingPathComponent($0).standardizedFileURL
        }
        if configuration.schemas != nil, configuration.openapi != nil {
            throw PluginError("\(url.path): name either \"schemas\" or \"openapi\", not both")
        }
        if configuration.schemas != nil, configuration.lenientAnswers != nil {
            throw PluginError("\(url.path): \"lenientAnswers\" applies to an OpenAPI document, not to \"schemas\"")
        }
        return configuration
    }

    /// The target's OpenAPI document (`openapi.yaml`, `openapi.yml` or `openapi.json`), or `nil` when it has none.
    static func openAPIDocument(among files: FileList) throws -> URL? {
        let documents = files.filter { openAPIFileNames.contains($0.url.lastPathComponent) }.map(\.url)
        guard documents.count <= 1 else {
            throw PluginError(
                "the target holds \(documents.count) OpenAPI documents (openapi.yaml, .yml, .json); keep one")
        }
        return documents.first
    }

    /// The one folder that holds a target's `*.yaml` files.
    static func schemaFolder(among files: FileList) throws -> URL {
        let folders = Set(
            files.filter {
                ["yaml", "yml"].contains($0.url.pathExtension) && !openAPIFileNames.contains($0.url.lastPathComponent)
            }
            .map { $0.url.deletingLastPathComponent() })
        guard folders.count == 1, let folder = folders.first else {
            throw PluginError(
                folders.isEmpty
                    ? "no schema: put the API's *.yaml files in one folder of the target, or name the folder in \(fileName)"
                    : "the target's *.yaml files lie in \(folders.count) folders; keep one API's schema in one folder")
        }
        return folder
    }

    /// The schema files of a folder, sorted: the build command's inputs.
    static func schemaFiles(in folder: URL) throws -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw PluginError("schema folder \(folder.path) does not exist")
        }
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }
}

/// A problem the plugin reports instead of creating a command.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
