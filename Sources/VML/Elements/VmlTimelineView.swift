import Foundation

/// SwiftUI's `TimelineView`, rendered once: its content is built for the timeline entry the
/// schedule gives at the rendering context's `now` and written as it is, without an element of its
/// own (the server cannot rebuild it as time passes; the client shows this moment).
///
/// ```swift
/// VmlTimelineView(.everyMinute) { context in
///     VmlText(context.date, style: .time)
/// }
/// // <Text>9:41 AM</Text> (now == 9:41:30 AM: the entry is the start of the minute)
/// ```
public struct VmlTimelineView: VmlView, Sendable {
    private let content: VmlContent

    /// What the content is built for: the entry's date and the update rate.
    public struct Context: Sendable {
        /// How often the timeline updates (SwiftUI's `TimelineView.Context.Cadence`).
        public enum Cadence: Comparable, Sendable {
            /// Every frame the system draws: what a server render reports.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the timeline entry being built.
        public let date: Date
        /// The update rate: `.live` on the server.
        public let cadence: Cadence
    }

    /// Builds `content` once, for the entry `schedule` gives at the context's `now`.
    ///
    /// ```swift
    /// VmlTimelineView(.periodic(from: start, by: 60)) { VmlText($0.date, style: .time) }
    /// // <Text>9:41 AM</Text> (start == 9:00 AM, now == 9:41:30 AM)
    /// ```
    public init(_ schedule: VmlTimelineSchedule, @VmlBuilder content: (Context) -> VmlContent) {
        let now = VmlRenderContext.current?.now ?? Date()
        self.content = content(Context(date: schedule.entry(at: now), cadence: .live))
    }

    /// The content built for the entry.
    public var body: VmlContent { return content }
}

/// SwiftUI's `TimelineViewDefaultContext`: the context a ``VmlTimelineView``'s content is built with.
///
/// ```swift
/// VmlTimelineView(.animation) { (context: VmlTimelineViewDefaultContext) in VmlText(context.date, style: .date) }
/// ```
public typealias VmlTimelineViewDefaultContext = VmlTimelineView.Context

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
