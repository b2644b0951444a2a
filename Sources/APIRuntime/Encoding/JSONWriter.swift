/// Writes JSON text byte by byte in a stable order: parameters and ``JSONValue`` use it.
///
/// Strings are escaped per RFC 8259 (`"`, `\`, control characters; `/` and non-ASCII stay as is);
/// non-finite numbers are rejected.
struct JSONWriter {
    /// The bytes written so far.
    var bytes: [UInt8] = []

    mutating func writeString(_ text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
                case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
                case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
                case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
                case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
                case 0x00..<0x20:
                    bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30])
                    bytes.append(PercentEncoding.hexDigits[Int(byte >> 4)] | 0x20)
                    bytes.append(PercentEncoding.hexDigits[Int(byte & 0x0F)] | 0x20)
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(0x22)
    }

    mutating func writeNumber(_ value: Double) throws(CallFailure) {
        guard value.isFinite else { throw CallFailure.invalidRequest("JSON cannot encode the number \(value)") }
        bytes.append(contentsOf: ParameterValue.format(value).utf8)
    }

    mutating func writeRaw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(_ value: ParameterValue) throws(CallFailure) {
        switch value {
        case .string(let text): writeString(text)
        case .integer(let number): writeRaw(String(number))
        case .number(let number): try writeNumber(number)
        case .boolean(let flag): writeRaw(flag ? "true" : "false")
        case .null: writeRaw("null")
        case .json(let text): writeRaw(text)
        case .list(let values):
            bytes.append(0x5B)
            for (index, element) in values.enumerated() {
                if index > 0 { bytes.append(0x2C) }
                try write(element)
            }
            bytes.append(0x5D)
        case .file(let payload):
            throw CallFailure.invalidRequest("file \(payload.filename) cannot travel in a JSON body")
        case .unencodable(let reason):
            throw CallFailure.invalidRequest("a value cannot be encoded: \(reason)")
        }
    }

    /// Writes parameters as one JSON object in order; a repeated name keeps its first position and last value.
    mutating func writeObject(_ parameters: Parameters) throws(CallFailure) {
        var order: [String] = []
        var values: [String: ParameterValue] = [:]
        for parameter in parameters {
            if values.updateValue(parameter.value, forKey: parameter.name) == nil {
                order.append(parameter.name)
            }
        }
        bytes.append(0x7B)
        for (index, name) in order.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            writeString(name)
            bytes.append(0x3A)
            try write(values[name] ?? .null)
        }
        bytes.append(0x7D)
    }
}
