/// Placeholder until the FogBugz schema is generated.
enum FogBugzPlaceholder {}
