import Foundation

/// The schedule of a ``VmlTimelineView`` (SwiftUI's `TimelineSchedule` values): `.everyMinute`,
/// `.periodic(from:by:)`, `.explicit(_:)`, `.animation`; it picks the entry a render shows.
///
/// ```swift
/// VmlTimelineView(.explicit([launch])) { VmlText($0.date, style: .relative) }
/// ```
public struct VmlTimelineSchedule: Sendable {
    private let entry: @Sendable (Date) -> Date

    private init(entry: @escaping @Sendable (Date) -> Date) {
        self.entry = entry
    }

    /// The date of the entry shown at `now`.
    func entry(at now: Date) -> Date { entry(now) }

    /// An entry at the start of every minute: the entry shown is the start of `now`'s minute.
    ///
    /// ```swift
    /// VmlTimelineView(.everyMinute) { VmlText($0.date, style: .time) }   // <Text>9:41 AM</Text>
    /// ```
    public static var everyMinute: VmlTimelineSchedule {
        VmlTimelineSchedule { now in Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60) }
    }

    /// An entry every `interval` seconds from `start`: the last one at or before `now` (`start`
    /// itself when `now` is earlier).
    ///
    /// ```swift
    /// VmlTimelineView(.periodic(from: start, by: 1)) { VmlText($0.date, style: .time) }
    /// ```
    public static func periodic(from start: Date, by interval: TimeInterval) -> VmlTimelineSchedule {
        VmlTimelineSchedule { now in
            guard interval > 0, now > start else { return start }
            let steps = (now.timeIntervalSince(start) / interval).rounded(.down)
            return start.addingTimeInterval(steps * interval)
        }
    }

    /// Entries at the given dates: the last one at or before `now` (`now` when there is none).
    ///
    /// ```swift
    /// VmlTimelineView(.explicit([start, end])) { VmlText($0.date, style: .time) }
    /// ```
    public static func explicit<S: Sequence>(_ dates: S) -> VmlTimelineSchedule where S.Element == Date {
        let dates = dates.sorted()
        return VmlTimelineSchedule { now in dates.last { $0 <= now } ?? now }
    }

    /// An entry every frame: the entry shown is `now`.
    ///
    /// ```swift
    /// VmlTimelineView(.animation) { VmlText($0.date, style: .time) }
    /// ```
    public static var animation: VmlTimelineSchedule {
        VmlTimelineSchedule { $0 }
    }

    /// An entry every frame, at most every `minimumInterval` seconds, or none while `paused`: the
    /// entry shown is `now`.
    ///
    /// ```swift
    /// VmlTimelineView(.animation(minimumInterval: 1)) { VmlText($0.date, style: .time) }
    /// ```
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> VmlTimelineSchedule {
        VmlTimelineSchedule { $0 }
    }
}
