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
    /// What to generate (default `sdk`).
    var library: Library?

    /// The configuration file's URL (set after decoding).
    var file = URL(fileURLWithPath: "/")
    /// The schema folder as an absolute URL, when the file names one (set after decoding).
    var schemaFolder: URL?

    private enum CodingKeys: String, CodingKey {
        case schemas, library
    }

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
        return configuration
    }

    /// The one folder that holds a target's `*.yaml` files.
    static func schemaFolder(among files: FileList) throws -> URL {
        let folders = Set(
            files.filter { ["yaml", "yml"].contains($0.url.pathExtension) }.map { $0.url.deletingLastPathComponent() })
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
