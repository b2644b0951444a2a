import Foundation

/// A generated polymorphic family: an enum with a case per member, `custom` for a user's type and `unknown`.
///
/// Every generated family conforms, so a member is read as a type without a `switch` and without unwrapping the
/// `custom` case: `element.value(as: AppQuestion.self)` answers the user's value when `SurveyQuestion` is mapped to
/// `AppQuestion`, and `element.value(as: SurveyQuestion.self)` the generated one once the mapping is cleared. This is
/// how a typed call (`client.send(GetSurvey(…))`, whose answer holds families) gives back registered types.
public protocol FamilyValue: Sendable {
    /// The member as the type registry gave it: the generated value, the user's value, or the raw JSON.
    var familyMember: FamilyMember { get }
}

extension FamilyValue {
    /// The member as a type: the generated value of a built-in case, the user's value of the `custom` case, or the
    /// JSON of the `unknown` case when `type` is `JSONValue`; `nil` when the member is something else.
    public func value<T>(as type: T.Type) -> T? {
        switch familyMember {
        case .builtIn(let value): return value as? T
        case .custom(let object): return object.value(as: T.self)
        case .unknown(let json): return json as? T
        }
    }

    /// The user's object when the member decoded into a type registered for its wire name, else `nil`.
    public var customObject: CustomObject? {
        if case .custom(let object) = familyMember { return object }
        return nil
    }
}
