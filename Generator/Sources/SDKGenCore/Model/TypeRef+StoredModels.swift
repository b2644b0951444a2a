/// The models a value of a type stores inline, which decide whether struct models form a cycle.
extension TypeRef {
    /// The names a value of this type stores by value: a named type (and, with `throughArguments`, what its type
    /// arguments store, since a generic model may store its parameter inline), through optionals; nothing through a
    /// list, a map or an ordered map, whose elements live in a buffer of their own.
    ///
    /// The validator's check for models that require themselves reads the named types alone (a generic model that
    /// keeps its parameter in a list does not require it); the emitter's choice of boxed properties reads the type
    /// arguments too, which may box a property that did not need it but never leaves a cycle unboxed.
    func storedNames(throughArguments: Bool) -> [String] {
        switch self {
        case .named(let name, let arguments):
            guard throughArguments else { return [name] }
            return [name] + arguments.flatMap { $0.storedNames(throughArguments: true) }
        case .optional(let wrapped):
            return wrapped.storedNames(throughArguments: throughArguments)
        case .scalar, .array, .map, .orderedMap:
            return []
        }
    }
}
