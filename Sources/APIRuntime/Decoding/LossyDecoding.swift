extension KeyedDecodingContainer {
    /// Decodes an optional field, turning a malformed value into `nil` and reporting it instead of failing.
    ///
    /// Generated models use it for optional fields the schema marks `lossy`; pass the model's decoder so
    /// the issue reaches the ``ResponseContext``. Inlinable, so a model's `init(from:)` specializes it for each
    /// field type; String, integer, Double and Bool fields take the concrete overloads in
    /// `LossyDecoding+Scalars.swift`, which use the decoder's direct scalar entry points.
    @inlinable
    public func decodeLossyIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, decoder: (any Decoder)? = nil
    ) -> T? {
        do {
            return try decodeIfPresent(T.self, forKey: key)
        } catch {
            reportDropped("", T.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes an array, dropping (and reporting) elements that fail instead of failing the whole array.
    @inlinable
    public func decodeLossyArrayIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, decoder: (any Decoder)? = nil
    ) throws -> [T]? {
        try decodeLossyElements(T.self, forKey: key, decoder: decoder) { try $0.decode(T.self) }
    }

    /// Decodes a list of a lenient model: elements that fail are dropped and reported, the others kept; a value
    /// that is not a list at all is `nil` and reported (Bazaarvoice gap 14).
    @inlinable
    public func decodeLossyListIfPresent<T: Decodable>(
        _ type: T.Type, forKey key: Key, decoder: (any Decoder)? = nil
    ) -> [T]? {
        decodeLossyList(T.self, forKey: key, decoder: decoder) { try $0.decode(T.self) }
    }

    /// Decodes an ordered map of a lenient model: a map or order array of the wrong shape is `nil` and reported
    /// instead of failing the object (Bazaarvoice gap 13).
    @inlinable
    public func decodeLossyOrderedMapIfPresent<Value: Decodable>(
        _ type: Value.Type = Value.self, forKey key: Key, orderKey: Key, decoder: (any Decoder)? = nil
    ) -> OrderedMap<Value>? {
        do {
            return try decodeOrderedMapIfPresent(Value.self, forKey: key, orderKey: orderKey, decoder: decoder)
        } catch {
            reportDropped("map of ", Value.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Decodes a number that may arrive as an integer, a decimal or a numeric string.
    public func decodeFlexibleDoubleIfPresent(forKey key: Key) throws -> Double? {
        if let value = try? decodeIfPresent(Double.self, forKey: key) { return value }
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let value = DecimalText.double(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "'\(text)' is not a number")
        }
        return value
    }

    /// The lossy list behind ``decodeLossyListIfPresent(_:forKey:decoder:)`` and its scalar overloads: bad elements
    /// are dropped by `decodeLossyElements`, a value that is not a list is `nil` and reported.
    @inlinable
    func decodeLossyList<T>(
        _ type: T.Type, forKey key: Key, decoder: (any Decoder)?,
        element: (inout any UnkeyedDecodingContainer) throws -> T
    ) -> [T]? {
        do {
            return try decodeLossyElements(T.self, forKey: key, decoder: decoder, element: element)
        } catch {
            reportDropped("list of ", T.self, forKey: key, error: error, decoder: decoder)
            return nil
        }
    }

    /// Reads the elements of a list with `element`, dropping (and reporting, with their index) those that throw.
    @inlinable
    func decodeLossyElements<T>(
        _ type: T.Type, forKey key: Key, decoder: (any Decoder)?,
        element: (inout any UnkeyedDecodingContainer) throws -> T
    ) throws -> [T]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        var container = try nestedUnkeyedContainer(forKey: key)
        var elements: [T] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            do {
                elements.append(try element(&container))
            } catch {
                // Skipping must not fail: a value `JSONValue` cannot hold (`1e400`) would leave the container
                // where it was and loop forever.
                _ = try? container.decode(SkippedValue.self)
                reportDropped("element ", T.self, forKey: key, index: index, error: error, decoder: decoder)
            }
        }
        return elements
    }

    /// Reports a dropped field, list, map or element (`index`) to the decoder's ``ResponseContext``.
    ///
    /// Out of line, so the inlined helpers stay small; the path and message are only built when a context listens.
    @usableFromInline
    func reportDropped(
        _ what: String, _ type: Any.Type, forKey key: Key, index: Int? = nil, error: any Error,
        decoder: (any Decoder)?
    ) {
        guard let context = decoder?.responseContext else { return }
        var path: [any CodingKey] = codingPath + [key]
        if let index { path.append(AnyCodingKey(intValue: index) ?? key) }
        context.report(
            DecodingIssue(kind: .droppedField, codingPath: path, message: "dropped malformed \(what)\(type): \(error)"))
    }
}

/// Any JSON value, read without looking at it: decoding it only moves an unkeyed container past one element.
@usableFromInline
struct SkippedValue: Decodable {
    /// Reads nothing.
    @usableFromInline
    init(from decoder: any Decoder) throws {}
}
