/// Collects diagnostics from every phase; nothing in the generator throws on a schema problem.
///
/// Phases keep going after an error so one run reports everything it can. The collected list is
/// sorted by location for output, so the order does not depend on the order of the passes.
public struct DiagnosticEngine: Sendable {
    /// Everything reported so far, in the order it was reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// The number of errors.
    ///
    /// Kept as diagnostics are reported, not counted on each read: passes check it once per parameter or model
    /// ("did this one add an error?"), which counted the whole list each time, quadratic in a large schema with
    /// many diagnostics (4,000 endpoints with name clashes: 29 s).
    public private(set) var errorCount = 0

    /// The number of warnings, kept like ``errorCount``.
    public private(set) var warningCount = 0

    /// Creates an empty engine.
    public init() {}

    /// Whether any error (not warning) was reported.
    public var hasErrors: Bool { errorCount > 0 }

    /// Records a diagnostic.
    public mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        count(diagnostic)
    }

    private mutating func count(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        }
    }

    /// Records an error.
    public mutating func error(
        _ message: String, at location: SourceLocation?, path: String = "", hint: String? = nil
    ) {
        report(Diagnostic(.error, at: location, message, path: path, hint: hint))
    }

    /// Records a warning.
    public mutating func warning(
        _ message: String, at location: SourceLocation?, path: String = "", hint: String? = nil
    ) {
        report(Diagnostic(.warning, at: location, message, path: path, hint: hint))
    }

    /// Records every diagnostic of another engine.
    public mutating func merge(_ other: DiagnosticEngine) {
        diagnostics.append(contentsOf: other.diagnostics)
        errorCount += other.errorCount
        warningCount += other.warningCount
    }

    /// The diagnostics in file, line, column order (location-less ones first), duplicates removed.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { left, right in
            switch (left.element.location, right.element.location) {
            case (nil, nil): return left.offset < right.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let lhs?, let rhs?):
                if lhs != rhs { return lhs < rhs }
                return left.offset < right.offset
            }
        }.map(\.element)
    }

    /// The rendered report: every diagnostic, then a summary line such as `2 errors, 1 warning`.
    public func rendered() -> String {
        var lines = sorted.map(\.description)
        lines.append(Self.summary(errors: errorCount, warnings: warningCount))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"1 error, 2 warnings"`.
    static func summary(errors: Int, warnings: Int) -> String {
        let errorText = errors == 1 ? "1 error" : "\(errors) errors"
        let warningText = warnings == 1 ? "1 warning" : "\(warnings) warnings"
        return "\(errorText), \(warningText)"
    }
}
