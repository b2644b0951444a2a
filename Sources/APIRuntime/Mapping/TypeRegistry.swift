import Foundation

/// The type table plus the user's overrides: a wire name mapped to the user's own type, with field renaming.
///
/// Thread-safe; decoders get an immutable ``Snapshot`` through ``ResponseContext`` so a registration made
/// during a call never changes that call halfway. Follows `SBBObjectManager`'s intent with its bugs
/// fixed: registering without a renaming means identity (the header's promise, not the shipped code's
/// "clear"), a mapping works for wire names the table does not know, and unknown names are kept raw.
public final class TypeRegistry: Sendable {
    /// A user override: the type to decode a wire name into and the field renaming.
    public struct Override: Sendable {
        /// The wire name it applies to.
        public let wireName: String
        /// The user's type.
        public let type: any WireObject.Type
        /// Wire field name → property (coding key) name; fields not listed keep their names.
        public let fieldMapping: [String: String]

        /// Renames a wire object's fields to the user type's names.
        public func toProperties(_ object: [String: JSONValue]) -> [String: JSONValue] {
            guard !fieldMapping.isEmpty else { return object }
            var renamed: [String: JSONValue] = [:]
            renamed.reserveCapacity(object.count)
            for (key, value) in object {
                renamed[fieldMapping[key] ?? key] = value
            }
            return renamed
        }

        /// Renames the user type's properties back to wire field names.
        public func toFields(_ object: [String: JSONValue]) -> [String: JSONValue] {
            guard !fieldMapping.isEmpty else { return object }
            var reverse: [String: String] = [:]
            for (field, property) in fieldMapping { reverse[property] = field }
            var renamed: [String: JSONValue] = [:]
            for (key, value) in object {
                renamed[reverse[key] ?? key] = value
            }
            return renamed
        }
    }

    /// An immutable view of the table and the overrides at one moment.
    public struct Snapshot: Sendable {
        /// The generated table.
        public let table: TypeTable
        /// The overrides by wire name.
        public let overrides: [String: Override]
        private let overriddenTypes: [ObjectIdentifier: String]

        /// Creates a snapshot of a table with overrides.
        public init(table: TypeTable = TypeTable(), overrides: [String: Override] = [:]) {
            self.table = table
            self.overrides = overrides
            var types: [ObjectIdentifier: String] = [:]
            for override in overrides.values { types[ObjectIdentifier(override.type)] = override.wireName }
            self.overriddenTypes = types
        }

        /// What a wire name decodes into: the user's override, else the table's entry in `family`'s context.
        public func resolve(_ wireName: String, in family: String? = nil) -> Resolution {
            if let override = overrides[wireName] { return .override(override) }
            if let entry = table.entry(forWireName: wireName, in: family) { return .builtIn(entry) }
            return .unknown
        }

        /// The wire name of a Swift type, the user's overrides first.
        public func wireName(for type: Any.Type) -> String? {
            overriddenTypes[ObjectIdentifier(type)] ?? table.wireName(for: type)
        }
    }

    /// What a wire name decodes into.
    public enum Resolution: Sendable {
        /// The generated type.
        case builtIn(TypeTable.Entry)
        /// The user's registered type.
        case override(Override)
        /// No type: keep the object raw.
        case unknown
    }

    private let lock = NSLock()
    private let table: TypeTable
    private nonisolated(unsafe) var overrides: [String: Override] = [:]
    private nonisolated(unsafe) var cached: Snapshot

    /// Creates a registry over a generated table.
    public init(table: TypeTable) {
        self.table = table
        self.cached = Snapshot(table: table)
    }

    /// Decodes `wireName` into a user type from now on, renaming wire fields (absent renaming: same names).
    public func register<T: WireObject>(
        _ type: T.Type, forWireName wireName: String, fieldMapping: [String: String] = [:]
    ) {
        guard !wireName.isEmpty else { return }
        lock.locked {
            overrides[wireName] = Override(wireName: wireName, type: type, fieldMapping: fieldMapping)
            cached = Snapshot(table: table, overrides: overrides)
        }
    }

    /// Removes the override of a wire name; it decodes into the generated type again.
    public func clearMapping(forWireName wireName: String) {
        lock.locked {
            overrides.removeValue(forKey: wireName)
            cached = Snapshot(table: table, overrides: overrides)
        }
    }

    /// Removes every override.
    public func clearAll() {
        lock.locked {
            overrides.removeAll()
            cached = Snapshot(table: table)
        }
    }

    /// The table and overrides as of now.
    public func snapshot() -> Snapshot {
        lock.locked { cached }
    }
}

extension NSLock {
    /// Runs a closure while holding the lock (`NSLocking.withLock` needs macOS 14 / iOS 17; we support 13 / 16).
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
