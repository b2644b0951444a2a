import Foundation

/// The wire name a property with aliases is read from (the schema's `aliases: [bEmail]`).
///
/// APIs rename fields between versions and servers (FogBugz 6 writes `bEmail` where FogBugz 7 writes `fEmail`),
/// so a property may list other names to read when its own is absent. Generated decoders pick the name first, then
/// read it with the usual helper: `try container.boolIfPresent(container.presentKey("fEmail", "bEmail"))`. The
/// property's own name wins when several are present; encoding writes only that name.
extension KeyedDecodingContainer where Key == WireKey {
    /// The first of a property's names the object has, its own before its aliases; its own when it has none.
    @inlinable
    public func presentKey(_ name: StaticString, _ aliases: StaticString...) -> StaticString {
        if contains(WireKey(name)) { return name }
        return aliases.first { contains(WireKey($0)) } ?? name
    }

    /// The first of a property's names the object has, as a key, for the helpers that take a ``WireKey``.
    @inlinable
    public func presentKey(_ name: StaticString, _ aliases: StaticString...) -> WireKey {
        if contains(WireKey(name)) { return WireKey(name) }
        return WireKey(aliases.first { contains(WireKey($0)) } ?? name)
    }
}

extension XMLTree.Element {
    /// The first of a property's element names this element has as a child, its own before its aliases; its own
    /// when it has none.
    public func presentChild(_ name: String, _ aliases: String...) -> String {
        if child(name) != nil { return name }
        return aliases.first { child($0) != nil } ?? name
    }

    /// The first of a property's attribute names this element has, its own before its aliases; its own when it has
    /// none.
    public func presentAttribute(_ name: String, _ aliases: String...) -> String {
        if attribute(name) != nil { return name }
        return aliases.first { attribute($0) != nil } ?? name
    }
}
