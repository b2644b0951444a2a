/// Joins generated files into one Swift file: what the build-tool plugin writes into the build directory.
///
/// A build-tool command must name its outputs before it runs, but the files `sdkgen generate` writes depend
/// on the schema (one per schema file, split by size). The plugin therefore asks for one file: each
/// generated file's banner and imports are dropped, the imports are written once, and the declarations
/// follow in path order, so the bytes are as deterministic as the separate files.
public enum CombinedFile {
    /// The combined text: `banner`, the sorted union of the files' imports, then every file's declarations.
    public static func join(_ files: [GeneratedFile], banner: String) -> String {
        var imports = Set<String>()
        var bodies: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            var lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)[...]
            // The header: banner comment lines, blank lines and imports, up to the first declaration (or its
            // `///` doc comment, which stays with it).
            while let first = lines.first,
                first.isEmpty || (first.hasPrefix("//") && !first.hasPrefix("///")) || first.hasPrefix("import ")
            {
                if first.hasPrefix("import ") { imports.insert(String(first)) }
                lines = lines.dropFirst()
            }
            var body = lines.joined(separator: "\n")
            while body.hasSuffix("\n") { body.removeLast() }
            if !body.isEmpty { bodies.append(body) }
        }
        var text = banner.hasSuffix("\n") ? banner : banner + "\n"
        text += "\n" + imports.sorted().joined(separator: "\n") + "\n"
        for body in bodies { text += "\n" + body + "\n" }
        return text
    }
}
