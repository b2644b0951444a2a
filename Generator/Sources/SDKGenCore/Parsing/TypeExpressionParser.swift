/// Parses the type expression syntax (`[T]`, `{K: T}`, `OrderedMap<T>`, `Name<A, B>`, `T?`).
///
/// A recursive-descent parser over the expression's characters, linear in its length. Errors carry
/// the column of the offending character, so `"[Reveiw]"` points at `Reveiw`, not at the quote.
public struct TypeExpressionParser {
    /// A syntax error inside an expression.
    public struct Failure: Error, Sendable {
        /// What is wrong.
        public var message: String
        /// The character offset inside the expression.
        public var offset: Int
    }

    /// The deepest nesting of `[`, `{` and `<` accepted; deeper expressions are an error, not a stack overflow.
    public static let maximumDepth = 64

    private let characters: [Character]
    private var position = 0
    private var depth = 0
    private var references: [(name: String, offset: Int)] = []

    private init(_ text: String) {
        characters = Array(text)
    }

    /// Parses `text`, written at `location`; `quoted` shifts columns past the opening quote.
    public static func parse(
        _ text: String, at location: SourceLocation, quoted: Bool
    ) -> Result<TypeExpression, Failure> {
        var parser = TypeExpressionParser(text)
        do {
            parser.skipSpaces()
            let type = try parser.parseType()
            parser.skipSpaces()
            if parser.position < parser.characters.count {
                throw Failure(
                    message: "unexpected '\(parser.characters[parser.position])' in type '\(text)'",
                    offset: parser.position)
            }
            let shift = quoted ? 1 : 0
            let references = parser.references.map {
                TypeExpression.NamedReference(name: $0.name, location: location.advanced(byColumns: $0.offset + shift))
            }
            return .success(TypeExpression(type: type, text: text, location: location, references: references))
        } catch let failure as Failure {
            return .failure(Failure(message: failure.message, offset: failure.offset + (quoted ? 1 : 0)))
        } catch {
            return .failure(Failure(message: "invalid type '\(text)'", offset: 0))
        }
    }

    private mutating func parseType() throws -> TypeRef {
        guard depth < Self.maximumDepth else {
            throw Failure(
                message: "type nested deeper than \(Self.maximumDepth) levels", offset: min(position, characters.count))
        }
        depth += 1
        defer { depth -= 1 }
        var type = try parsePrimary()
        skipSpaces()
        while peek == "?" {
            position += 1
            if case .optional = type {
                throw Failure(message: "'??' is not a type; write one '?'", offset: position - 1)
            }
            type = .optional(type)
            skipSpaces()
        }
        return type
    }

    private mutating func parsePrimary() throws -> TypeRef {
        skipSpaces()
        guard let character = peek else {
            throw Failure(message: "missing type", offset: position)
        }
        switch character {
        case "[":
            position += 1
            let element = try parseType()
            try expect("]")
            return .array(element)
        case "{":
            position += 1
            let first = try parseType()
            skipSpaces()
            if peek == ":" {
                position += 1
                let value = try parseType()
                try expect("}")
                return .map(key: first, value: value)
            }
            try expect("}")
            return .map(key: .scalar(.string), value: first)
        default:
            return try parseNamed()
        }
    }

    private mutating func parseNamed() throws -> TypeRef {
        let start = position
        while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "-" {
            position += 1
        }
        guard position > start else {
            throw Failure(message: "expected a type name, found '\(characters[start])'", offset: start)
        }
        let name = String(characters[start..<position])
        skipSpaces()
        var arguments: [TypeRef] = []
        if peek == "<" {
            position += 1
            repeat {
                if peek == "," { position += 1 }
                arguments.append(try parseType())
                skipSpaces()
            } while peek == ","
            try expect(">")
        }
        if name == "OrderedMap" {
            guard arguments.count == 1 else {
                throw Failure(message: "OrderedMap takes one type argument: OrderedMap<T>", offset: start)
            }
            return .orderedMap(arguments[0])
        }
        if let scalar = ScalarType(rawValue: name) {
            guard arguments.isEmpty else {
                throw Failure(message: "'\(name)' takes no type arguments", offset: start)
            }
            return .scalar(scalar)
        }
        references.append((name, start))
        return .named(name, arguments: arguments)
    }

    private var peek: Character? {
        position < characters.count ? characters[position] : nil
    }

    private mutating func skipSpaces() {
        while peek == " " { position += 1 }
    }

    private mutating func expect(_ character: Character) throws {
        skipSpaces()
        guard peek == character else {
            let found = peek.map { "'\($0)'" } ?? "the end"
            throw Failure(message: "expected '\(character)', found \(found)", offset: position)
        }
        position += 1
    }
}
