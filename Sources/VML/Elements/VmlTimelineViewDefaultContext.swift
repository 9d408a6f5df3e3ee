import Foundation

/// SwiftUI's `TimelineViewDefaultContext`: the context a ``VmlTimelineView``'s content is built with.
///
/// ```swift
/// VmlTimelineView(.animation) { (context: VmlTimelineViewDefaultContext) in VmlText(context.date, style: .date) }
/// ```
public typealias VmlTimelineViewDefaultContext = VmlTimelineView.Context
