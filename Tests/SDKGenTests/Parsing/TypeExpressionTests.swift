import SDKGenCore
import Testing

/// The type expression parser: shapes, named references with columns, and errors with columns.
@Suite struct TypeExpressionTests {
    let origin = SourceLocation(file: "a.yaml", line: 3, column: 10)

    func parse(_ text: String, quoted: Bool = false) -> Result<TypeExpression, TypeExpressionParser.Failure> {
        TypeExpressionParser.parse(text, at: origin, quoted: quoted)
    }

    @Test(arguments: [
        "string", "[Review]", "{int}", "{IncludeType: int}", "OrderedMap<Badge>", "DisplayResponse<Review>", "int?",
        "[[string]]", "{string: [Filter]}", "[Photo]?",
    ])
    func roundTrips(_ text: String) throws {
        let expression = try parse(text).get()
        let expected = text == "{int}" ? "{string: int}" : text
        #expect(expression.type.description == expected)
    }

    @Test func referencesCarryColumns() throws {
        let expression = try parse("{IncludeType: [Review]}", quoted: true).get()
        #expect(expression.references.map(\.name) == ["IncludeType", "Review"])
        #expect(expression.references.map(\.location.column) == [12, 26])
    }

    @Test func optionalAndScalars() throws {
        #expect(try parse("int?").get().type == .optional(.scalar(.int)))
        #expect(try parse("date-time").get().type == .scalar(.dateTime))
        #expect(try parse("OrderedMap<Badge>").get().type == .orderedMap(.named("Badge", arguments: [])))
    }

    @Test(arguments: [
        ("[Thing", 6, "expected ']'"), ("{string: Thing>", 14, "expected '}'"), ("", 0, "missing type"),
        ("int??", 4, "'??'"), ("[]", 1, "expected a type name"), ("OrderedMap<A, B>", 0, "OrderedMap takes one"),
    ])
    func errors(_ text: String, _ offset: Int, _ fragment: String) {
        guard case .failure(let failure) = parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(failure.offset == offset)
        #expect(failure.message.contains(fragment), "\(failure.message)")
    }
}
