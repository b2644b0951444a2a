import Foundation

extension TimeOfDay {
    /// The components a time of day is written with: `HH:mm`, `HH:mm:ss` or `HH:mm:ss.SSS`.
    public enum Precision: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// `HH:mm`.
        case minutes
        /// `HH:mm:ss`.
        case seconds
        /// `HH:mm:ss.SSS`.
        case milliseconds

        /// The precision a time was written with: a fraction means milliseconds, a third component seconds.
        ///
        /// Reads the time part only (up to an offset) and accepts the basic form (`0800`, `080000`) too.
        init(written text: String) {
            let time = text.prefix { $0 != "Z" && $0 != "z" && $0 != "+" && $0 != "-" }
            if time.contains(".") || time.contains(",") {
                self = .milliseconds
            } else if time.contains(":") {
                self = time.filter { $0 == ":" }.count >= 2 ? .seconds : .minutes
            } else {
                self = time.count > 4 ? .seconds : .minutes
            }
        }

        /// Orders from the coarsest.
        public static func < (lhs: Precision, rhs: Precision) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
