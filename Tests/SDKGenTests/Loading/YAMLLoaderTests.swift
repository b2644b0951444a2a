import Foundation
import SDKGenCore
import Testing

/// The YAML loader over the system libyaml: places of every node, anchors, aliases and merge keys, and a typed error
/// for every kind of bad document.
@Suite struct YAMLLoaderTests {
    func parse(_ text: String, loader: YAMLLoader = YAMLLoader()) throws(YAMLLoadError) -> YAMLNode? {
        try loader.parse(text, file: "doc.yaml")
    }

    func error(_ text: String, loader: YAMLLoader = YAMLLoader()) -> YAMLLoadError? {
        do {
            _ = try parse(text, loader: loader)
            return nil
        } catch {
            return error
        }
    }

    func at(_ line: Int, _ column: Int) -> SDKGenCore.SourceLocation {
        SourceLocation(file: "doc.yaml", line: line, column: column)
    }

    @Test func everyNodeHasItsLineAndColumn() throws {
        let text = """
            # a comment
            api:
              name: "Pets"
              tags: [a, 'b', c]
              list:
                - one
                - { x: 1 }
            héllo: wörld
            """
        let root = try #require(try parse(text))
        #expect(root.location == at(2, 1))
        let api = try #require(root["api"])
        #expect(api.location == at(3, 3))
        let pairs = try #require(api.pairs)
        #expect(pairs.map(\.key.location) == [at(3, 3), at(4, 3), at(5, 3)])
        #expect(api["name"]?.location == at(3, 9))
        #expect(api["name"]?.isQuoted == true)
        #expect(api["tags"]?.items?.map(\.location) == [at(4, 10), at(4, 13), at(4, 18)])
        #expect(api["tags"]?.items?.map { $0.scalar ?? "" } == ["a", "b", "c"])
        #expect(api["tags"]?.items?.map(\.isQuoted) == [false, true, false])
        let list = try #require(api["list"]?.items)
        #expect(list[0].location == at(6, 7))
        #expect(list[1]["x"]?.location == at(7, 12))
        #expect(list[1]["x"]?.int == 1)
        // Columns count Unicode scalars, not bytes.
        #expect(root["héllo"]?.location == at(8, 8))
        #expect(root["héllo"]?.string == "wörld")
    }

    @Test func windowsLineEndingsKeepLinesRight() throws {
        let root = try #require(try parse("a: 1\r\nb:\r\n  c: 2\r\n"))
        #expect(root["b"]?["c"]?.location == at(3, 6))
    }

    @Test func scalarsKeepTheirTextAndQuoting() throws {
        let root = try #require(
            try parse("a: ~\nb: 'null'\nc: |\n  two\n  lines\nd: \"tab\\there\"\ne:\nf: \"\\0x\"\n"))
        #expect(root["a"]?.isNull == true)
        #expect(root["b"]?.isNull == false)
        #expect(root["b"]?.string == "null")
        #expect(root["c"]?.string == "two\nlines\n")
        #expect(root["d"]?.string == "tab\there")
        #expect(root["e"]?.isNull == true)
        #expect(root["f"]?.string == "\u{0}x")
    }

    @Test func emptyAndCommentOnlyTextsHaveNoDocument() throws {
        #expect(try parse("") == nil)
        #expect(try parse("   \n") == nil)
        #expect(try parse("# only a comment\n") == nil)
        let bare = try #require(try parse("---\n"))
        #expect(bare.isNull)
    }

    @Test func aliasesRepeatTheAnchoredNode() throws {
        let root = try #require(try parse("shared: &s { x: 1, y: [a] }\nuse: *s\nscalar: &v text\nagain: *v\n"))
        #expect(root["use"]?["x"]?.int == 1)
        #expect(root["use"]?["y"]?.items?.first?.scalar == "a")
        // A repeated node keeps the places of the anchored one.
        #expect(root["use"]?["x"]?.location == at(1, 17))
        #expect(root["again"]?.string == "text")
    }

    @Test func mergeKeysResolveWithExplicitKeysFirst() throws {
        let text = """
            base: &base { a: 1, b: 2 }
            more: &more { b: 20, c: 30 }
            one:
              <<: *base
              b: 3
            two:
              x: 0
              <<: [*base, *more]
              c: 4
            """
        let root = try #require(try parse(text))
        #expect(root["one"]?.pairs?.map { $0.key.scalar ?? "" } == ["a", "b"])
        #expect(root["one"]?["b"]?.int == 3)
        // Merged pairs sit where the merge key is; earlier merges win over later ones.
        #expect(root["two"]?.pairs?.map { $0.key.scalar ?? "" } == ["x", "a", "b", "c"])
        #expect(root["two"]?["b"]?.int == 2)
        #expect(root["two"]?["c"]?.int == 4)
        // A quoted `<<` is an ordinary key.
        let quoted = try #require(try parse("m:\n  '<<': { a: 1 }\n"))
        #expect(quoted["m"]?.pairs?.first?.key.scalar == "<<")
    }

    @Test func anUndefinedAliasIsATypedError() {
        #expect(error("a: *missing\n") == .undefinedAlias(name: "missing", at: at(1, 4)))
        // An alias inside the node it names is undefined too: no cycles.
        #expect(error("a: &x [1, *x]\n") == .undefinedAlias(name: "x", at: at(1, 11)))
        let diagnostic = YAMLLoadError.undefinedAlias(name: "missing", at: at(1, 4)).diagnostics
        #expect(diagnostic.first?.message == "alias '*missing' has no anchor before it")
    }

    @Test func everyDuplicateKeyIsReportedWhereItIs() {
        let text = "a: 1\nb: 2\na: 3\nm:\n  x: 1\n  x: 2\n"
        #expect(
            error(text)
                == .duplicateKeys([
                    .init(key: "a", location: at(3, 1), first: at(1, 1)),
                    .init(key: "x", location: at(6, 3), first: at(5, 3)),
                ]))
        // A big mapping (hashed, not scanned) and a second merge key.
        var big = (0..<40).map { "k\($0): \($0)" }
        big.append("k7: again")
        #expect(
            error(big.joined(separator: "\n"))
                == .duplicateKeys([.init(key: "k7", location: at(41, 1), first: at(8, 1))]))
        #expect(
            error("s: &s { a: 1 }\nm:\n  <<: *s\n  <<: *s\n")
                == .duplicateKeys([.init(key: "<<", location: at(4, 3), first: at(3, 3))]))
        let rendered = YAMLLoadError.duplicateKeys([.init(key: "a\nb", location: at(3, 1), first: at(1, 1))])
            .diagnostics
        #expect(rendered.first?.message == "duplicate key 'a\\nb' in a mapping")
        #expect(rendered.first?.hint?.hasPrefix("first at doc.yaml:1:1") == true)
    }

    @Test func aSecondDocumentIsAnError() {
        #expect(error("a: 1\n---\nb: 2\n") == .multipleDocuments(at: at(2, 1)))
        #expect(error("---\na: 1\n...\n") == nil)
    }

    @Test func syntaxErrorsAreLocatedAndNameNoFunction() throws {
        let unterminated = try #require(error("a:\n  b: \"open\n"))
        guard case .syntax(let message, let location) = unterminated else {
            Issue.record("expected a syntax error, got \(unterminated)")
            return
        }
        #expect(message == "found unexpected end of stream (while scanning a quoted scalar at 2:6)")
        #expect(location == at(3, 1))
        for text in [
            "a: [1, 2\n", "a: b: c\n", "\tkey: 1\n", "a:\n  - b\n c: d\n", "[" + String(repeating: "[", count: 2000),
        ] {
            let failure = try #require(error(text), "\(text.prefix(20)) must not parse")
            for diagnostic in failure.diagnostics {
                #expect(!diagnostic.message.contains("yaml_"), "\(diagnostic.message)")
                #expect(diagnostic.location != nil)
            }
        }
    }

    @Test func aControlCharacterIsLocated() throws {
        let failure = try #require(error("a: 1\nb: x\u{7}y\n"))
        guard case .syntax(let message, let location) = failure else {
            Issue.record("expected a syntax error, got \(failure)")
            return
        }
        #expect(message == "control characters are not allowed (U+0007)")
        #expect(location == at(2, 5))
    }

    @Test func nestingDeeperThanTheLimitIsATypedError() throws {
        let loader = YAMLLoader(maximumDepth: 4)
        #expect(try parse("a: [[[x]]]\n", loader: loader)?["a"] != nil)
        #expect(error("a: [[[[x]]]]\n", loader: loader) == .nestedTooDeep(limit: 4, at: at(1, 7)))
        // An alias brings the depth of what it repeats.
        #expect(error("s: &s [[x]]\nt: [[*s]]\n", loader: loader) == .nestedTooDeep(limit: 4, at: at(2, 6)))
        // The default limit: a hundred thousand levels are refused without exhausting any stack.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(deep) == .nestedTooDeep(limit: YAMLLoader.maximumDepth, at: at(1, YAMLLoader.maximumDepth + 1)))
        let failure = YAMLLoadError.nestedTooDeep(limit: 4, at: at(1, 7)).diagnostics.first
        #expect(failure?.message == "mappings and sequences nested deeper than 4 levels")
    }

    @Test func anAliasBombIsATypedError() {
        let loader = YAMLLoader(maximumNodes: 100)
        let text = "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        // The root, `a`, its sequence and ten items: 13 nodes; `b` and its sequence: 15; each `*a` adds 11, so the
        // eighth (column 36) crosses 100, and the error names it.
        #expect(error(text, loader: loader) == .tooManyNodes(limit: 100, at: at(2, 36)))
        #expect(error("a: &a [x, x, x, x, x, x, x, x, x, x]\nb: [*a, *a]\n", loader: loader) == nil)
    }
    /// A mapping of 200,000 keys is read in one pass, and a duplicate at its end is still found.
    ///
    /// Checking a key for a duplicate copied the mapping's key index before adding to it, so each key copied all
    /// the keys before it: this document took minutes (8,000 keys about a second), now a fraction of a second.
    @Test func aMappingOfHundredsOfThousandsOfKeysIsReadInOnePass() throws {
        let count = 200_000
        var text = (0..<count).map { "k\($0): \($0)\n" }.joined()
        let root = try parse(text)
        #expect(root?.pairs?.count == count)
        #expect(root?["k\(count - 1)"]?.int == count - 1)
        text += "k7: again\n"
        guard case .duplicateKeys(let duplicates)? = error(text) else {
            Issue.record("no duplicate-key error")
            return
        }
        #expect(duplicates.map(\.key) == ["k7"])
    }

    @Test func filesThatCannotBeReadAreTypedErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("YAMLLoaderTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin1 = folder.appendingPathComponent("latin1.yaml")
        try Data([0x61, 0x3A, 0x20, 0xE9, 0x0A]).write(to: latin1)
        #expect(throws: YAMLLoadError.notUTF8(file: "latin1.yaml")) {
            try YAMLLoader().parse(contentsOf: latin1, displayPath: "latin1.yaml")
        }
        #expect(throws: YAMLLoadError.unreadable(file: "missing.yaml")) {
            try YAMLLoader().parse(
                contentsOf: folder.appendingPathComponent("missing.yaml"), displayPath: "missing.yaml")
        }
        let good = folder.appendingPathComponent("good.yaml")
        try Data("a: 1\n".utf8).write(to: good)
        #expect(try YAMLLoader().parse(contentsOf: good, displayPath: "good.yaml")?["a"]?.int == 1)
    }
}
