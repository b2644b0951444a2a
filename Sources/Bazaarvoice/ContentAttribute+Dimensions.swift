import APIRuntime

/// Attribute names written by hand: any name as a string, and the per-dimension attributes.
///
/// The named attributes (`ContentAttribute.productID`, `.rating`, …) are generated from the schema
/// (`models/enums.yaml`); a name the schema does not list can be written with ``init(_:)`` or a string literal.
extension ContentAttribute: ExpressibleByStringLiteral {
    /// Creates an attribute from its wire name.
    public init(_ name: String) {
        self.init(rawValue: name)
    }

    /// Creates an attribute from a string literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// `ContextDataValue_<dimension>`: the answer to a context-data question (`ContextDataValue_Age`).
    public static func contextDataValue(_ dimension: String) -> ContentAttribute {
        ContentAttribute("ContextDataValue_" + dimension)
    }

    /// `SecondaryRating_<dimension>`: a secondary rating (`SecondaryRating_Quality`).
    public static func secondaryRating(_ dimension: String) -> ContentAttribute {
        ContentAttribute("SecondaryRating_" + dimension)
    }

    /// `AdditionalField_<field>`: a client-defined field.
    public static func additionalField(_ field: String) -> ContentAttribute {
        ContentAttribute("AdditionalField_" + field)
    }

    /// `tag_<dimension>`: the tags of one tag dimension.
    public static func tag(_ dimension: String) -> ContentAttribute {
        ContentAttribute("tag_" + dimension)
    }
}
