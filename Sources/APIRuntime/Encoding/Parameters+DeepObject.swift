import Foundation

/// Values sent in OpenAPI's `deepObject` style, the bracketed keys of Stripe's, Rails' and PHP's forms: one
/// parameter per scalar inside the value, named by its path from the parameter's own name.
extension Parameters {
    /// Appends `value` as bracketed keys under `name`: `info[format]=…&info[tc]=…`, nested objects one bracket per
    /// level (`address[geo][lat]=…`), list elements by position from 0 (`items[0][price]=…`).
    ///
    /// The value is encoded with the API's coding options first (its date format, its keys), so every member is
    /// spelled as it is in a JSON body; object keys come in sorted order, so requests are stable byte for byte.
    /// `null` is an empty value (`key=`, how such forms clear a field), an empty object or list sends nothing, a
    /// scalar is sent under `name` itself. A value the encoder rejects (a non-finite `Double`) is one parameter
    /// whose value is ``ParameterValue/unencodable(_:)``, so the call fails with
    /// ``CallFailure/invalidRequest(_:)`` naming it before anything is sent.
    public mutating func append<Value: Encodable>(
        deepObject value: Value, named name: String, options: CodingOptions, location: ParameterLocation = .derived
    ) {
        let tree: JSONValue
        do {
            let data = try options.makeJSONEncoder().encode(value)
            tree = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            append(
                Parameter(
                    name: name, value: .unencodable("\(Value.self) has no deepObject spelling: \(error)"),
                    location: location))
            return
        }
        appendLeaves(of: tree, named: name, location: location)
    }

    /// Appends one parameter per scalar of `tree`, each named by its bracketed path below `name`.
    private mutating func appendLeaves(of tree: JSONValue, named name: String, location: ParameterLocation) {
        let leaf: ParameterValue
        switch tree {
        case .object(let members):
            for key in members.keys.sorted() {
                if let member = members[key] { appendLeaves(of: member, named: "\(name)[\(key)]", location: location) }
            }
            return
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                appendLeaves(of: element, named: "\(name)[\(index)]", location: location)
            }
            return
        case .null: leaf = .null
        case .bool(let flag): leaf = .boolean(flag)
        case .integer(let number): leaf = Int(exactly: number).map { .integer($0) } ?? .string(String(number))
        case .number(let number): leaf = .number(number)
        case .string(let text): leaf = .string(text)
        }
        append(Parameter(name: name, value: leaf, location: location))
    }
}
