/// Unions of scalars as parameters: `workflow_id` that is an integer or a file name (GitHub), a read consistency
/// that is a count or a level (Qdrant).
///
/// A union whose members all have a parameter spelling (the union's scalars, enums) is sent as the held member's
/// spelling: the emitted enum conforms to the runtime's `ParameterConvertible`, and the validator accepts it
/// wherever a scalar parameter may stand.
extension UnionDecl {
    /// The member name of the `ParameterConvertible` requirement, which no case of such a union may take.
    public static let parameterValueMember = "parameterValue"

    /// Whether every member has a parameter spelling: a scalar a union may hold (files and dates are not union
    /// members), or an enum model (`isEnum` says which names are enums).
    public func isParameterSpellable(isEnum: (String) -> Bool) -> Bool {
        members.allSatisfy { member in
            switch member.type.type {
            case .scalar: return true
            case .named(let name, let arguments): return arguments.isEmpty && isEnum(name)
            case .array, .map, .orderedMap, .optional: return false
            }
        }
    }

    /// Whether the union can be a parameter: spellable, and no case takes the name of the requirement.
    public func isParameterType(isEnum: (String) -> Bool) -> Bool {
        isParameterSpellable(isEnum: isEnum) && !members.contains { $0.caseName == Self.parameterValueMember }
    }
}
