import Foundation
import Testing

/// The Swift code of the DocC articles (`Sources/*/*.docc/*.md`) compiles against the built modules, so the
/// documentation stays true to the current API.
///
/// An article's ```` ```swift ```` blocks are one program, in order (a later block may use what an earlier one
/// declared): its imports are hoisted and the rest becomes the body of one `async throws` function. Every article
/// is a file of one module, type-checked in a single `swiftc` call.
@Suite struct DocCSnippetTests {
    /// Every article of every catalog, with its path relative to the package.
    static func articles() throws -> [(path: String, text: String)] {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        var articles: [(path: String, text: String)] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".md") {
                let url = catalog.appendingPathComponent(name)
                articles.append(
                    ("Sources/\(module)/\(module).docc/\(name)", try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return articles
    }

    /// The Swift blocks of a Markdown text, in order.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// An article's blocks as one Swift file: imports first, the rest in `func name() async throws`.
    static func program(_ blocks: [String], function name: String) -> String {
        var imports: [String] = []
        var body: [String] = []
        for line in blocks.joined(separator: "\n").components(separatedBy: "\n") {
            if line.hasPrefix("import ") {
                if !imports.contains(line) { imports.append(line) }
            } else {
                body.append("    " + line)
            }
        }
        return imports.joined(separator: "\n") + "\n\nfunc \(name)() async throws {\n" + body.joined(separator: "\n")
            + "\n}\n"
    }

    @Test func everyArticlesCodeCompiles() async throws {
        let articles = try Self.articles()
        // APIRuntime and the four SDKs each have a catalog with a getting-started article.
        #expect(articles.filter { $0.path.hasSuffix("/GettingStarted.md") }.count >= 5)
        var files: [(path: String, contents: String)] = []
        for (index, article) in articles.enumerated() {
            let blocks = Self.swiftBlocks(in: article.text)
            guard !blocks.isEmpty else { continue }
            let name = article.path.replacingOccurrences(of: "/", with: "-")
            files.append((name + ".swift", Self.program(blocks, function: "article\(index)")))
        }
        #expect(files.count >= 10)
        let compiler = try SwiftCompiler.forTestBuild().get()
        let result = try await compiler.typecheck(module: "DocCSnippets", files: files)
        #expect(result.succeeded, "\(result.output.prefix(4000))")
    }

    @Test func blocksAreFoundInOrder() {
        let markdown = "Text\n\n```swift\nlet a = 1\n```\n\n```sh\nls\n```\n\n```swift\nimport B\nprint(a)\n```\n"
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(blocks == ["let a = 1", "import B\nprint(a)"])
        #expect(
            Self.program(blocks, function: "f")
                == "import B\n\nfunc f() async throws {\n    let a = 1\n    print(a)\n}\n")
    }
}
