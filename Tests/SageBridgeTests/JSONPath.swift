import APIRuntime
import Foundation

/// A location in a JSON document, written the way decoding issues write it (`items[1].activity.label`).
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object member or an array element.
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root.
    var components: [Component]

    /// Parses `a.b[2].c`; the empty string is the root.
    init(_ text: String) {
        var components: [Component] = []
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "." || character == "[" {
                if !current.isEmpty { components.append(.key(current)) }
                current = ""
                if character == "[", let close = text[index...].firstIndex(of: "]") {
                    components.append(.index(Int(text[text.index(after: index)..<close]) ?? 0))
                    index = close
                }
            } else {
                current.append(character)
            }
            index = text.index(after: index)
        }
        if !current.isEmpty { components.append(.key(current)) }
        self.components = components
    }

    init(components: [Component]) {
        self.components = components
    }

    /// The number of steps.
    var count: Int { components.count }

    /// Whether `prefix` is this path or one above it.
    func hasPrefix(_ prefix: JSONPath) -> Bool {
        components.starts(with: prefix.components)
    }

    /// The path one member further down.
    func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension JSONValue {
    /// Free-form members: they may hold `"type"` keys that are never dispatched, so tests leave them alone.
    static let opaqueKeys: Set<String> = [
        "clientData", "configElements", "data", "metadata", "userMetadata", "value", "imageResource",
    ]

    /// The value at a path, or `nil`; setting a path that does not exist changes nothing.
    subscript(path: JSONPath) -> JSONValue? {
        get { value(at: path.components[...]) }
        set {
            guard let newValue else { return }
            setValue(newValue, at: path.components[...])
        }
    }

    private func value(at components: ArraySlice<JSONPath.Component>) -> JSONValue? {
        guard let first = components.first else { return self }
        switch first {
        case .key(let key): return self[key]?.value(at: components.dropFirst())
        case .index(let index): return self[index]?.value(at: components.dropFirst())
        }
    }

    private mutating func setValue(_ newValue: JSONValue, at components: ArraySlice<JSONPath.Component>) {
        guard let first = components.first else {
            self = newValue
            return
        }
        switch (first, self) {
        case (.key(let key), .object(var members)):
            guard var child = members[key] else { return }
            child.setValue(newValue, at: components.dropFirst())
            members[key] = child
            self = .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            elements[index].setValue(newValue, at: components.dropFirst())
            self = .array(elements)
        default:
            return
        }
    }

    /// The object without one member.
    func removing(_ key: String) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members.removeValue(forKey: key)
        return .object(members)
    }

    /// Every path to an object with a `"type"` member, root included, outside free-form members.
    func typedObjectPaths(from path: JSONPath = JSONPath("")) -> [JSONPath] {
        switch self {
        case .object(let members):
            var paths = members["type"]?.stringValue != nil ? [path] : []
            for key in members.keys.sorted() where !Self.opaqueKeys.contains(key) {
                paths += members[key]!.typedObjectPaths(from: path.appending(key))
            }
            return paths
        case .array(let elements):
            return elements.enumerated().flatMap { index, element in
                element.typedObjectPaths(from: JSONPath(components: path.components + [.index(index)]))
            }
        default:
            return []
        }
    }
}
