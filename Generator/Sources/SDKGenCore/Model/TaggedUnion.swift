/// A union told apart by a sibling property: the `variants:` key of a struct model.
///
/// ```yaml
/// Activity:
///   properties:
///     activityType: ActivityType          # task | survey | compound
///     task: { type: TaskReference, optional: true }
///     survey: { type: SurveyReference, optional: true }
///     compoundActivity: { type: CompoundActivity, optional: true }
///   variants:
///     tag: activityType
///     type: ActivityReference
///     property: reference
///     cases: { task: task, survey: survey, compound: compoundActivity }
/// ```
///
/// The tag property's value names which one of several optional properties is present. The generator emits an
/// enum (`type`) with one case per tag value carrying that property's value, and a computed property (`property`)
/// on the model that reads it: the property the tag names when it is present, else the only present one (an
/// unknown or inconsistent tag still finds what the server sent), else `nil`.
public struct TaggedUnion: Sendable {
    /// One case: a tag value and the property it names.
    public struct Case: Sendable {
        /// The tag's raw value.
        public var tag: String
        /// The wire name of the property present for this tag.
        public var property: String
        /// Where the case is written.
        public var location: SourceLocation
    }

    /// The wire name of the tag property.
    public var tag: String
    /// Where `tag:` is written.
    public var tagLocation: SourceLocation
    /// The Swift name of the generated enum.
    public var typeName: String
    /// Where `type:` is written.
    public var typeLocation: SourceLocation
    /// The Swift name of the generated computed property.
    public var propertyName: String
    /// Where `property:` is written (or `variants:` when it is not).
    public var propertyLocation: SourceLocation
    /// The cases in source order.
    public var cases: [Case]
    /// Where `variants:` is written.
    public var location: SourceLocation
}
