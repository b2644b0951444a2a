extension KeyedDecodingContainer {
    /// Decodes an optional field, turning a malformed value into `nil` and reporting it instead of failing.
    ///
    /// Generated models use it for optional fields the schema marks `lossy`; pass the model's decoder so
    /// the issue reaches the ``ResponseContext``.
    public func decodeLossyIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, decoder: (any Decoder)? = nil
    ) -> T? {
        do {
            return try decodeIfPresent(T.self, forKey: key)
        } catch {
            decoder?.responseContext?.report(
                DecodingIssue(
                    kind: .droppedField, codingPath: codingPath + [key],
                    message: "dropped malformed \(T.self): \(error)"))
            return nil
        }
    }

    /// Decodes an array, dropping (and reporting) elements that fail instead of failing the whole array.
    public func decodeLossyArrayIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, decoder: (any Decoder)? = nil
    ) throws -> [T]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        var container = try nestedUnkeyedContainer(forKey: key)
        var elements: [T] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            do {
                elements.append(try container.decode(T.self))
            } catch {
                // Skipping must not fail: a value `JSONValue` cannot hold (`1e400`) would leave the container
                // where it was and loop forever.
                _ = try? container.decode(SkippedValue.self)
                decoder?.responseContext?.report(
                    DecodingIssue(
                        kind: .droppedField,
                        codingPath: codingPath + [key, AnyCodingKey(intValue: index) ?? key],
                        message: "dropped malformed element \(T.self): \(error)"))
            }
        }
        return elements
    }

    /// Decodes a list of a lenient model: elements that fail are dropped and reported, the others kept; a value
    /// that is not a list at all is `nil` and reported (Bazaarvoice gap 14).
    public func decodeLossyListIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, decoder: (any Decoder)? = nil
    ) -> [T]? {
        do {
            return try decodeLossyArrayIfPresent(T.self, forKey: key, decoder: decoder)
        } catch {
            decoder?.responseContext?.report(
                DecodingIssue(
                    kind: .droppedField, codingPath: codingPath + [key],
                    message: "dropped malformed list of \(T.self): \(error)"))
            return nil
        }
    }

    /// Decodes an ordered map of a lenient model: a map or order array of the wrong shape is `nil` and reported
    /// instead of failing the object (Bazaarvoice gap 13).
    public func decodeLossyOrderedMapIfPresent<Value: Decodable>(
        _ type: Value.Type = Value.self, forKey key: Key, orderKey: Key, decoder: (any Decoder)? = nil
    ) -> OrderedMap<Value>? {
        do {
            return try decodeOrderedMapIfPresent(Value.self, forKey: key, orderKey: orderKey, decoder: decoder)
        } catch {
            decoder?.responseContext?.report(
                DecodingIssue(
                    kind: .droppedField, codingPath: codingPath + [key],
                    message: "dropped malformed map of \(Value.self): \(error)"))
            return nil
        }
    }

    /// Decodes a number that may arrive as an integer, a decimal or a numeric string.
    public func decodeFlexibleDoubleIfPresent(forKey key: Key) throws -> Double? {
        if let value = try? decodeIfPresent(Double.self, forKey: key) { return value }
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "'\(text)' is not a number")
        }
        return value
    }
}

/// Any JSON value, read without looking at it: decoding it only moves an unkeyed container past one element.
private struct SkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
