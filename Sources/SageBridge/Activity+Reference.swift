/// What an ``Activity`` points at: the one of its `task`, `survey` and `compoundActivity` that is present.
///
/// On the wire `activityType` names the property that is set; this enum makes the union explicit.
public enum ActivityReference: Sendable, Hashable {
    /// A task implemented by the app.
    case task(TaskReference)
    /// A survey revision.
    case survey(SurveyReference)
    /// A compound activity of schemas and surveys.
    case compound(CompoundActivity)
}

extension Activity {
    /// The reference `activityType` names, or the only one present when the type is unknown or inconsistent.
    ///
    /// `nil` when the activity carries no reference at all.
    public var reference: ActivityReference? {
        switch activityType {
        case .task: if let task { return .task(task) }
        case .survey: if let survey { return .survey(survey) }
        case .compound: if let compoundActivity { return .compound(compoundActivity) }
        default: break
        }
        if let task { return .task(task) }
        if let survey { return .survey(survey) }
        if let compoundActivity { return .compound(compoundActivity) }
        return nil
    }
}
