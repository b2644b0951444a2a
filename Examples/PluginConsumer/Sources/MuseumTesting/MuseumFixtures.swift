import APIRuntime
import Foundation
import Museum

/// Opening hours for `days` days from `day` on, for tests.
public func sampleHours(from day: DateOnly, days: Int) -> [MuseumDailyHours] {
    (0..<max(days, 0)).map { offset in
        let date = DateOnly(day.date.addingTimeInterval(Double(offset) * 86_400))
        return MuseumDailyHours(date: date, timeOpen: "09:00", timeClose: "18:00")
    }
}
