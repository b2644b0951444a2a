/// The app's own addition to the generated Museum SDK: generated and handwritten code share the module.
extension MuseumDailyHours {
    /// The opening hours as one line, `2023-09-11: 09:00–18:00`.
    public var display: String {
        "\(date): \(timeOpen)–\(timeClose)"
    }
}
