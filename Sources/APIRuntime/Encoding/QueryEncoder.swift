/// Encodes parameters as `application/x-www-form-urlencoded` pairs: query strings and form bodies.
///
/// Order is the parameters' order; names may repeat; each name and value is percent-encoded once with
/// ``PercentEncoding`` (a space becomes `%20`). List values follow the parameter's ``ArrayEncoding``:
/// `repeated` (`k=a&k=b`), `commaSeparated` (`k=a,b`, a comma inside a value is `%2C`), `bracketed`
/// (`k%5B%5D=a&k%5B%5D=b`). An empty list sends nothing; `null` sends an empty value (`k=`). Booleans are
/// spelled per the API's ``BooleanSpelling`` (`true`/`false` or `1`/`0`).
public enum QueryEncoder {
    /// The encoded pairs joined by `&`, without a leading `?`.
    public static func encode(_ parameters: Parameters, booleans: BooleanSpelling = .words) throws(CallFailure)
        -> String
    {
        var output: [UInt8] = []
        try append(parameters, to: &output, booleans: booleans)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the encoded pairs to a buffer, preceded by `&` when the buffer already holds pairs.
    public static func append(
        _ parameters: Parameters, to output: inout [UInt8], booleans: BooleanSpelling = .words
    ) throws(CallFailure) {
        for parameter in parameters {
            try append(parameter, to: &output, booleans: booleans)
        }
    }

    /// Appends one parameter's pairs.
    static func append(_ parameter: Parameter, to output: inout [UInt8], booleans: BooleanSpelling)
        throws(CallFailure)
    {
        switch parameter.value {
        case .list(let values):
            let flat = try flatten(values, name: parameter.name, booleans: booleans)
            guard !flat.isEmpty else { return }
            switch parameter.arrayEncoding {
            case .repeated:
                for text in flat { appendPair(parameter.name, text, to: &output) }
            case .bracketed:
                let name = parameter.name + "[]"
                for text in flat { appendPair(name, text, to: &output) }
            case .commaSeparated, .spaceDelimited, .pipeDelimited:
                separate(&output)
                PercentEncoding.append(parameter.name, to: &output)
                output.append(0x3D)  // =
                for (index, text) in flat.enumerated() {
                    if index > 0 { appendSeparator(of: parameter.arrayEncoding, to: &output) }
                    PercentEncoding.append(text, to: &output)
                }
            }
        case .file(let payload):
            throw CallFailure.invalidRequest(
                "parameter '\(parameter.name)' is a file (\(payload.filename)); files travel only in multipart bodies")
        case .unencodable(let reason):
            throw CallFailure.unencodable(parameter.name, reason)
        default:
            appendPair(parameter.name, parameter.value.scalarText(booleans: booleans) ?? "", to: &output)
        }
    }

    /// The separator of a list spelled as one value: a comma as it is (as servers expect it), a space as `%20`,
    /// a bar as `%7C`.
    static func appendSeparator(of encoding: ArrayEncoding, to output: inout [UInt8]) {
        switch encoding {
        case .spaceDelimited: output.append(contentsOf: [0x25, 0x32, 0x30])  // %20
        case .pipeDelimited: output.append(contentsOf: [0x25, 0x37, 0x43])  // %7C
        default: output.append(0x2C)  // ,
        }
    }

    /// The scalar texts of a list, nested lists flattened in order.
    static func flatten(_ values: [ParameterValue], name: String, booleans: BooleanSpelling = .words)
        throws(CallFailure) -> [String]
    {
        var texts: [String] = []
        texts.reserveCapacity(values.count)
        for value in values {
            switch value {
            case .list(let inner):
                texts.append(contentsOf: try flatten(inner, name: name, booleans: booleans))
            case .file:
                throw CallFailure.invalidRequest(
                    "parameter '\(name)' holds a file; files travel only in multipart bodies")
            case .unencodable(let reason):
                throw CallFailure.unencodable(name, reason)
            default:
                texts.append(value.scalarText(booleans: booleans) ?? "")
            }
        }
        return texts
    }

    private static func appendPair(_ name: String, _ value: String, to output: inout [UInt8]) {
        separate(&output)
        PercentEncoding.append(name, to: &output)
        output.append(0x3D)  // =
        PercentEncoding.append(value, to: &output)
    }

    private static func separate(_ output: inout [UInt8]) {
        if !output.isEmpty { output.append(0x26) }  // &
    }
}
