/// A day (and maybe a time) read from an ISO 8601 string, as a date picker shows it: `Jan 15,
/// 2027`, `8:00 AM`, and the month's grid for a calendar.
///
/// ```swift
/// CalendarDate("2027-01-15T08:00:00Z")?.dateText   // "Jan 15, 2027"
/// CalendarDate("2027-01-15T08:00:00Z")?.timeText   // "8:00 AM"
/// CalendarDate("2027-01-15")?.firstWeekday         // 5 (the month starts on a Friday; Sunday is 0)
/// ```
struct CalendarDate: Hashable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int?
    var minute: Int?

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let longMonthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// Reads `YYYY-MM-DD` and an optional `THH:MM…`; `nil` for anything else.
    init?(_ text: String) {
        let scalars = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= scalars.count else { return nil }
            var value = 0
            for byte in scalars[range] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), scalars.count >= 10, scalars[4] == 0x2D, scalars[7] == 0x2D,
            let month = number(5..<7), let day = number(8..<10), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        if scalars.count >= 16, scalars[10] == 0x54 || scalars[10] == 0x20, let hour = number(11..<13), let minute = number(14..<16) {
            self.hour = hour
            self.minute = minute
        }
    }

    /// `Jan 15, 2027`.
    var dateText: String { Self.monthNames[month - 1] + " " + String(day) + ", " + String(year) }

    /// `8:00 AM`, or `nil` without a time.
    var timeText: String? {
        guard let hour, let minute else { return nil }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return String(twelve) + ":" + (minute < 10 ? "0" : "") + String(minute) + (hour < 12 ? " AM" : " PM")
    }

    /// `January 2027`.
    var monthTitle: String { Self.longMonthNames[month - 1] + " " + String(year) }

    /// The weekday of the month's first day, Sunday 0 (Sakamoto's method).
    var firstWeekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + 1) % 7
    }

    /// How many days the month has.
    var daysInMonth: Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
