import SDKGenCore
import Testing

/// The importer's YAML writer: every string reads back as the same string through the schema loader, whatever it
/// holds, and short collections are written in flow style.
@Suite struct YAMLWriterTests {
    /// Strings that a careless writer would turn into something else (a number, a Boolean, null, a comment,
    /// structure) or break the document with.
    static let tricky: [String] = [
        "", " ", "plain", "two words", "true", "False", "yes", "no", "on", "off", "y", "N", "null", "~", "NULL",
        "1", "-1", "+1", "1.5", ".5", "1e3", "0x1F", "0o17", ".inf", "-.inf", ".nan", "2001-12-14", "12:30",
        "1_000", "- item", "-", "--", "---", "...", "? key", ":", "a: b", "a:b", "a :b", "key:", "# comment",
        "a #b", "a# b", "[x]", "{x}", "[Pet]", "{string: int}", "a, b", "a,b", "*alias", "&anchor", "!tag",
        "!!str", "|", ">", "'quoted'", "\"double\"", "it's", "%directive", "@at", "`tick`", "<<", "=", "x=y",
        " leading", "trailing ", "tab\there", "line\nbreak", "line\n", "\nleading newline", "two\n\nparagraphs",
        "trailing\n\n", "  indented\nlines", "mixed\n  indent\nok", "   \nspaces line", "a\n   \nb", "\r\n",
        "carriage\rreturn", "bell\u{07}", "nul\u{00}", "del\u{7F}", "next\u{85}line", "sep\u{2028}", "bom\u{FEFF}",
        "émoji 🐈", "日本語", "\\backslash", "back\\slash\\", "a\"b'c", "{{template}}", "{id}", "pets/{petId}",
        "https://example.com/v1/", "C:\\path", "1.0.27-SNAPSHOT", "'", "''", "\"", "#", "a |b", "a >b",
    ]

    @Test(arguments: tricky)
    func aStringReadsBackAsItself(_ text: String) throws {
        let value = YAMLValue.mapping([
            ("key", .string(text)), (text.isEmpty ? "empty" : text, .string("v")),
            ("list", .sequence([.string(text), .string("x")])), ("flow", .mapping([("a", .string(text))])),
        ])
        let yaml = YAMLWriter().document(value)
        var diagnostics = DiagnosticEngine()
        let node = try #require(YAMLLoader().load(yaml, file: "t.yaml", diagnostics: &diagnostics), "\(yaml)")
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())\n\(yaml)")
        #expect(node["key"]?.string == text, "\(yaml)")
        #expect(node.pairs?[1].key.string == (text.isEmpty ? "empty" : text), "\(yaml)")
        #expect(node["list"]?.items?.first?.string == text, "\(yaml)")
        #expect(node["flow"]?["a"]?.string == text, "\(yaml)")
    }

    @Test func literalsStayNumbersAndBooleans() throws {
        let yaml = YAMLWriter().document(
            .mapping([("count", .int(-3)), ("flag", .bool(true)), ("text", .string("3")), ("n", .string("no"))]))
        #expect(yaml == "count: -3\nflag: true\ntext: '3'\n'n': 'no'\n")
        var diagnostics = DiagnosticEngine()
        let node = try #require(YAMLLoader().load(yaml, file: "t.yaml", diagnostics: &diagnostics))
        #expect(node["count"]?.int == -3)
        #expect(node["flag"]?.bool == true)
        #expect(node["text"]?.isQuoted == true)
        #expect(node["n"]?.string == "no")
    }

    @Test func shortCollectionsAreFlowAndLongOnesBlock() {
        let short = YAMLValue.mapping([("type", .string("int")), ("in", .string("path"))])
        let long = YAMLValue.mapping([("description", .string(String(repeating: "word ", count: 30) + "end"))])
        let yaml = YAMLWriter().document(
            .mapping([
                ("short", short), ("long", long), ("items", .sequence([.string("a"), .string("b")])),
                ("nested", .sequence([.mapping([("a", .string("1")), ("b", .mapping([("c", .string("d"))]))])])),
            ]))
        #expect(
            yaml == """
                short: { type: int, in: path }
                long:
                  description: \(String(repeating: "word ", count: 30))end
                items: [a, b]
                nested:
                  - a: '1'
                    b: { c: d }

                """)
    }

    @Test func multiLineTextIsALiteralBlockWhenExact() {
        let yaml = YAMLWriter().document(.mapping([("description", .string("First line.\n\n- a list\n  indented"))]))
        #expect(yaml == "description: |-\n  First line.\n\n  - a list\n    indented\n")
    }

    @Test func headerLinesAreComments() {
        let yaml = YAMLWriter().document(.mapping([("a", .string("b"))]), header: ["One", "", "Two"])
        #expect(yaml == "# One\n#\n# Two\na: b\n")
    }

    /// Keys longer than libyaml's 1,024-character simple key are written `? key` / `: value` and read back with
    /// their places; they used to be written `key: value`, which the loader refused ("could not find expected
    /// ':'"), so an imported enum of long values did not load.
    @Test func keysTooLongForASimpleKeyAreExplicitAndReadBack() throws {
        let long = String(repeating: "a", count: 1_500)
        let quoted = "it's " + String(repeating: "é", count: 600)
        let multiLine = String(repeating: "line\n", count: 300)
        let value = YAMLValue.mapping([
            ("short", .string("x")), (long, .string("plain")),
            (quoted, .mapping([("type", .string("int")), ("optional", .bool(true))])),
            (multiLine, .string("two\nlines\n")),
            ("list", .sequence([.mapping([(long, .string("first")), ("b", .mapping([(long, .string("n"))]))])])),
            ("after", .string("y")),
        ])
        let yaml = YAMLWriter().document(value)
        #expect(yaml.contains("\n? " + long + "\n: plain\n"), "\(yaml)")
        var diagnostics = DiagnosticEngine()
        let node = try #require(YAMLLoader().load(yaml, file: "t.yaml", diagnostics: &diagnostics), "\(yaml)")
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        #expect(node[long]?.string == "plain")
        #expect(node[quoted]?["type"]?.string == "int" && node[quoted]?["optional"]?.bool == true)
        #expect(node[multiLine]?.string == "two\nlines\n")
        let item = try #require(node["list"]?.items?.first)
        #expect(item[long]?.string == "first" && item["b"]?[long]?.string == "n")
        #expect(node["after"]?.string == "y")
        // The explicit key's place is where its text starts, after `? `, on its own line.
        let pairs = try #require(node.pairs)
        #expect(pairs[1].key.location.line == 2 && pairs[1].key.location.column == 3)
        #expect(pairs[1].value.location.line == 3 && pairs[1].value.location.column == 3)
    }
}
