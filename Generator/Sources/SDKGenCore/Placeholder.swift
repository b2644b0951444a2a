/// Placeholder.
public enum SDKGenPlaceholder {}
