/// Turns a validated ``Schema`` into the files of `Sources/<Module>/Generated/`.
///
/// Declarations are grouped by the schema file they come from (`Requests/DisplayRequests.generated.swift`,
/// `Models/ReviewsModels.generated.swift`) and split when a file would exceed the ``FileSizeLimits``. The
/// output depends only on the schema, so the same input gives the same bytes on every platform.
public struct SwiftGenerator: Sendable {
    /// The limits on file sizes.
    public var limits: FileSizeLimits
    /// The version written into banners.
    public var version: String

    /// The schema folder's display path, like `Schemas/Bazaarvoice` (for file stems).
    public var schemaFolder: String

    /// Creates a generator.
    public init(schemaFolder: String, limits: FileSizeLimits = FileSizeLimits(), version: String = Pipeline.version) {
        self.schemaFolder = schemaFolder
        self.limits = limits
        self.version = version
    }

    /// The generated files, sorted by path; empty when the schema has no `api` section.
    public func generate(_ schema: Schema) -> [GeneratedFile] {
        guard let api = schema.api else { return [] }
        let context = EmitContext(schema: schema, api: api)
        var files: [GeneratedFile] = []

        var apiBuffer = SwiftBuffer()
        APIEmitter(context: context).emit(into: &apiBuffer)
        files.append(file("\(context.apiName).generated.swift", sources: schema.files, declarations: [apiBuffer.text]))

        let authentication = AuthenticationEmitter(context: context)
        if authentication.isNeeded {
            var buffer = SwiftBuffer()
            authentication.emit(into: &buffer)
            files.append(
                file(
                    "\(context.apiName)+Authentication.generated.swift", sources: schema.files,
                    declarations: [buffer.text]))
        }

        var tableBuffer = SwiftBuffer()
        TypeTableEmitter(context: context).emit(into: &tableBuffer)
        files.append(file("TypeTable.generated.swift", sources: schema.files, declarations: [tableBuffer.text]))

        var requestGroups: [String: [Declaration]] = [:]
        for endpoint in schema.endpoints {
            var buffer = SwiftBuffer()
            RequestEmitter(context: context).emit(endpoint, into: &buffer)
            PagingEmitter(context: context).emit(endpoint, into: &buffer)
            IdentityEmitter(context: context).emit(endpoint, into: &buffer)
            requestGroups[endpoint.location.file, default: []].append(
                Declaration(name: endpoint.name, text: buffer.text))
        }
        for set in schema.sharedParameterSets {
            var buffer = SwiftBuffer()
            ParameterSetEmitter(context: context).emit(set, into: &buffer)
            files.append(
                file(
                    "ParameterSets/\(set.typeName).generated.swift", sources: [set.location.file],
                    declarations: [buffer.text]))
        }
        var modelGroups: [String: [Declaration]] = [:]
        var emittedModels = Set<String>()
        for model in schema.models where emittedModels.insert(model.name).inserted {
            var buffer = SwiftBuffer()
            switch model.kind {
            case .object: ModelEmitter(context: context).emit(model, into: &buffer)
            case .enumeration(let decl): EnumEmitter(context: context).emit(model, decl, into: &buffer)
            case .family(let family): FamilyEmitter(context: context).emit(model, family, into: &buffer)
            case .union(let union): UnionEmitter(context: context).emit(model, union, into: &buffer)
            }
            IdentityEmitter(context: context).emit(model, into: &buffer)
            TaggedUnionEmitter(context: context).emit(model, into: &buffer)
            modelGroups[model.location.file, default: []].append(Declaration(name: model.name, text: buffer.text))
        }
        for (kind, groups) in [("Requests", requestGroups), ("Models", modelGroups)] {
            let sources = schema.files.filter { groups[$0] != nil }
            let stems = self.stems(for: sources)
            for source in sources {
                let stem = (stems[source] ?? "Schema") + kind
                files += split(groups[source] ?? [], folder: kind, stem: stem, source: source)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// One emitted top-level declaration: its Swift name and its text.
    private struct Declaration {
        var name: String
        var text: String
    }

    /// Splits declarations into files within the limits, in order.
    ///
    /// One file is `<Stem>.generated.swift`; the parts of a split are named by what they hold, their first and last
    /// declaration (`DisplayRequests+DisplayReviews-DisplayCategories.generated.swift`), so a name says where a type
    /// is.
    private func split(_ declarations: [Declaration], folder: String, stem: String, source: String) -> [GeneratedFile] {
        var chunks: [[Declaration]] = [[]]
        var lines = 0
        for declaration in declarations {
            let count = declaration.text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
            if !chunks[chunks.count - 1].isEmpty
                && (chunks[chunks.count - 1].count >= limits.declarations || lines + count > limits.lines)
            {
                chunks.append([])
                lines = 0
            }
            chunks[chunks.count - 1].append(declaration)
            lines += count
        }
        return chunks.map { chunk in
            // Swift needs unique file names per module, so the kind (`Requests`, `Models`) is part of the stem.
            var name = stem
            if chunks.count > 1, let first = chunk.first, let last = chunk.last {
                name += "+" + Self.fileNamePart(first.name)
                if chunk.count > 1 { name += "-" + Self.fileNamePart(last.name) }
            }
            return file("\(folder)/\(name).generated.swift", sources: [source], declarations: chunk.map(\.text))
        }
    }

    /// The longest ``fileNamePart(_:)``, in characters: a split file's name holds two, and a file name may have at
    /// most 255 bytes (imported documents have type names of hundreds of characters).
    static let fileNamePartLimit = 64

    /// A declaration's name as part of a file name: its ASCII letters, digits and underscores; a longer one than
    /// ``fileNamePartLimit`` is cut and ends in a hash of the whole, so two long names stay two file names.
    static func fileNamePart(_ name: String) -> String {
        var kept = ""
        for scalar in name.unicodeScalars where scalar.isASCII {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                kept.unicodeScalars.append(scalar)
            }
        }
        guard kept.count > fileNamePartLimit else { return kept.isEmpty ? "_" : kept }
        // FNV-1a over the UTF-8 bytes: stable across runs and platforms, unlike `hashValue`.
        var hash: UInt32 = 2_166_136_261
        for byte in kept.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hex = String(hash, radix: 16)
        return kept.prefix(fileNamePartLimit - 9) + "_" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    private func file(_ path: String, sources: [String], declarations: [String]) -> GeneratedFile {
        var text = Banner.text(sources: sources, version: version, schemaFolder: schemaFolder)
        text += "\nimport APIRuntime\nimport Foundation\n"
        for declaration in declarations {
            text += "\n"
            text += declaration
        }
        return GeneratedFile(path: path, contents: text)
    }

    /// File stems of the schema files that produce one kind of declaration: the UpperCamel file name, or, when two
    /// of them share a name, their UpperCamel relative paths (`commands/cases.yaml` → `CommandsCases`).
    func stems(for files: [String]) -> [String: String] {
        func relative(_ file: String) -> String {
            var path = file
            if !schemaFolder.isEmpty, path.hasPrefix(schemaFolder + "/") { path.removeFirst(schemaFolder.count + 1) }
            if let dot = path.lastIndex(of: ".") { path = String(path[..<dot]) }
            return path
        }
        func camel(_ text: String) -> String { SwiftNaming.upperCamel(text) }
        var byName: [String: [String]] = [:]
        for file in files {
            let name = camel(relative(file).split(separator: "/").last.map(String.init) ?? "Schema")
            byName[name, default: []].append(file)
        }
        var stems: [String: String] = [:]
        for (name, group) in byName {
            for file in group {
                stems[file] =
                    group.count == 1 ? name : relative(file).split(separator: "/").map { camel(String($0)) }.joined()
            }
        }
        return stems
    }
}
