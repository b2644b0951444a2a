import Foundation

/// An in-memory cache of API objects keyed by their ``ERN``, each fresh for its type's lifespan.
///
/// Every object with an ERN that a response carries (a single object or each element of a list) is stored with
/// the time it arrived. A lookup of several ERNs succeeds only when every one of them is present and fresh; a
/// stale entry met by a lookup is evicted. The clock is injectable so tests can move time.
public actor ObjectCache {
    private struct Entry {
        let object: any ERNIdentifiable
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

    /// Stores an object under its ERN, replacing an older copy; objects without an ERN are ignored.
    public func store(_ object: any ERNIdentifiable) {
        guard let ern = object.cacheERN, policy.lifespan(of: ern.type) > 0 else { return }
        entries[ern] = Entry(object: object, storedAt: now())
    }

    /// Stores every object of a list that has an ERN.
    public func store(_ objects: [any ERNIdentifiable]) {
        for object in objects {
            store(object)
        }
    }

    /// The fresh object stored under an ERN, if it has the expected type; a stale entry is evicted.
    public func object<T: ERNIdentifiable>(for ern: ERN, as type: T.Type = T.self) -> T? {
        guard let entry = entries[ern] else { return nil }
        guard isFresh(entry, type: ern.type) else {
            entries[ern] = nil
            return nil
        }
        return entry.object as? T
    }

    /// The fresh objects for every ERN, in the order asked, or `nil` when any one is missing or stale.
    public func objects<T: ERNIdentifiable>(for erns: [ERN], as type: T.Type = T.self) -> [T]? {
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
