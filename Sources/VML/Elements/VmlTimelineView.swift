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
