import Foundation

extension VmlText {
    /// A value formatted with a `Formatter` (SwiftUI's `Text(_:formatter:)`), on the server; a value
    /// the formatter cannot format writes an empty text.
    ///
    /// ```swift
    /// let formatter = NumberFormatter()
    /// formatter.numberStyle = .percent
    /// VmlText(NSNumber(value: 0.25), formatter: formatter)   // <Text>25%</Text>
    /// ```
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A timer over an interval (SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`),
    /// written once as it reads at the rendering context's `now` (or at `pauseTime`): the time left
    /// when it counts down, the time gone when it counts up, as `m:ss` or `h:mm:ss`.
    ///
    /// ```swift
    /// VmlText(timerInterval: now...now.addingTimeInterval(300))   // <Text>5:00</Text>
    /// ```
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let moment = min(max(pauseTime ?? VmlRenderContext.current?.now ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let interval =
            countsDown
            ? timerInterval.upperBound.timeIntervalSince(moment).rounded(.up)
            : moment.timeIntervalSince(timerInterval.lowerBound).rounded(.down)
        let seconds = Int(interval)
        let hours = showsHours ? seconds / 3600 : 0
        let minutes = (seconds - hours * 3600) / 60
        let rest = seconds % 60
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        self.init(verbatim: hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))")
    }
}
