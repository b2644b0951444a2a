import APIRuntime
import Foundation

/// An in-memory cache of API objects keyed by their ``ERN``, each fresh for its type's lifespan.
///
/// Every object with an ERN that a response carries (a single object or each element of a list) is stored with
/// the time it arrived. A lookup of several ERNs succeeds only when every one of them is present and fresh; a
/// stale entry met by a lookup is evicted. The clock is injectable so tests can move time.
public actor ObjectCache {
    private struct Entry {
        let object: any Sendable
        let storedAt: Date
    }

    /// The freshness rules.
    public let policy: CachePolicy
    private let now: @Sendable () -> Date
    private var entries: [ERN: Entry] = [:]

    /// Creates an empty cache with a policy and a clock (the system clock by default).
    public init(policy: CachePolicy = CachePolicy(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.policy = policy
        self.now = now
    }

    /// The number of stored entries, fresh or not.
    public var count: Int { entries.count }

    /// Stores an object under its ERN, replacing an older copy; objects without an ERN, or whose ERN names
    /// another id than their own (``ERNNamedObject``), are ignored.
    public func store(_ object: any ERNIdentifiable) {
        guard let ern = object.cacheERN else { return }
        insert(object, under: ern)
    }

    /// Stores an object under the ERN its schema names as its identity; objects without one are ignored.
    public func store(identified object: any IdentifiedObject) {
        if let object = object as? any ERNIdentifiable {
            store(object)
        } else if let ern = object.identity as? ERN {
            insert(object, under: ern)
        }
    }

    /// Stores what a response holds: an object with an ERN, or each such element of a list.
    func store(response: any Sendable) {
        store(value: response)
    }

    private func store(value: Any) {
        if let object = value as? any ERNIdentifiable {
            store(object)
        } else if let object = value as? any IdentifiedObject {
            store(identified: object)
        } else if let list = value as? [Any] {
            for element in list { store(value: element) }
        }
    }

    private func insert(_ object: any Sendable, under ern: ERN) {
        guard policy.lifespan(of: ern.type) > 0 else { return }
        // An object whose ERN names another id would be served as that other object (see ERNNamedObject).
        if let named = object as? any ERNNamedObject, !named.isNamed(by: ern) { return }
        entries[ern] = Entry(object: object, storedAt: now())
    }

    /// Stores every object of a list that has an ERN.
    public func store(_ objects: [any ERNIdentifiable]) {
        for object in objects {
            store(object)
        }
    }

    /// The fresh object stored under an ERN, if it has the expected type; a stale entry is evicted.
    public func object<T: Sendable>(for ern: ERN, as type: T.Type = T.self) -> T? {
        guard let entry = entries[ern] else { return nil }
        guard isFresh(entry, type: ern.type) else {
            entries[ern] = nil
            return nil
        }
        return entry.object as? T
    }

    /// The fresh objects for every ERN, in the order asked, or `nil` when any one is missing or stale.
    public func objects<T: Sendable>(for erns: [ERN], as type: T.Type = T.self) -> [T]? {
        guard !erns.isEmpty else { return nil }
        var found: [T] = []
        found.reserveCapacity(erns.count)
        for ern in erns {
            guard let object = object(for: ern, as: T.self) else { return nil }
            found.append(object)
        }
        return found
    }

    /// Whether a fresh object is stored under an ERN.
    public func contains(_ ern: ERN) -> Bool {
        guard let entry = entries[ern] else { return false }
        return isFresh(entry, type: ern.type)
    }

    /// Removes one entry.
    public func remove(_ ern: ERN) {
        entries[ern] = nil
    }

    /// Removes every entry.
    public func removeAll() {
        entries.removeAll()
    }

    /// Removes every entry that is no longer fresh and returns how many were removed.
    @discardableResult
    public func removeExpired() -> Int {
        let before = entries.count
        entries = entries.filter { isFresh($0.value, type: $0.key.type) }
        return before - entries.count
    }

    private func isFresh(_ entry: Entry, type: ERNType) -> Bool {
        now().timeIntervalSince(entry.storedAt) < policy.lifespan(of: type)
    }
}

/// How long cached objects stay fresh: a default lifespan and optional lifespans per ERN type.
///
/// The iOS SDK kept every object for 900 seconds unless its endpoint said otherwise; the default here is the same.
public struct CachePolicy: Sendable, Hashable {
    /// The lifespan of objects whose type has no entry in ``lifespans``.
    public var defaultLifespan: TimeInterval
    /// Lifespans per ERN type, overriding ``defaultLifespan``.
    public var lifespans: [ERNType: TimeInterval]

    /// Fifteen minutes, the official SDK's default.
    public static let standardLifespan: TimeInterval = 15 * 60

    /// Creates a policy; negative lifespans are treated as zero (never fresh).
    public init(defaultLifespan: TimeInterval = CachePolicy.standardLifespan, lifespans: [ERNType: TimeInterval] = [:])
    {
        self.defaultLifespan = max(0, defaultLifespan)
        self.lifespans = lifespans.mapValues { max(0, $0) }
    }

    /// The lifespan of objects of a type.
    public func lifespan(of type: ERNType) -> TimeInterval {
        lifespans[type] ?? defaultLifespan
    }

    /// A policy that caches nothing (every lifespan zero).
    public static let disabled = CachePolicy(defaultLifespan: 0)
}
