import Foundation

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

/// A value from a cached call, marked with where it came from.
public struct CachedResult<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Whether the value came from the cache (`true`) or from the network (`false`).
    public let isFromCache: Bool

    /// Creates a result.
    public init(value: Value, isFromCache: Bool) {
        self.value = value
        self.isFromCache = isFromCache
    }
}

extension CachedResult: Equatable where Value: Equatable {}
