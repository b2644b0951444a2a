/// Placeholder.
enum LoopbackPlaceholder {}
