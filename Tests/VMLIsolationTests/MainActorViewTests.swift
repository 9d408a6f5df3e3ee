import Testing
import VML

// SwiftUI's views are main-actor isolated. With isolated conformances inferred (this target's
// `InferIsolatedConformances`, on by default in Swift 7 mode and in Xcode 26's Approachable
// Concurrency), these SwiftUI-shaped views port with the prefix alone: no `@MainActor` in the
// conformance, no `nonisolated`.

@MainActor final class InboxModel {
    var title = "Inbox"
    var unread = 3
    func refresh() {}
}

@MainActor struct InboxHeader: VmlView {  // compiles as written with isolated conformances inferred
    let model: InboxModel  // a @MainActor class
    var body: some VmlView {
        VmlButton("Refresh", action: model.refresh)
    }
}

@MainActor struct InboxScreen: VmlView {
    let model: InboxModel
    @VmlState private var showUnreadOnly = false

    var body: some VmlView {
        VmlList {
            VmlHStack {
                VmlText(model.title).font(.headline)
                InboxHeader(model: model)
            }
            VmlToggle("Unread only", isOn: $showUnreadOnly)
            MessageRow(subject: "Pay rent")
        }
        .badge(model.unread)
    }
}

/// A nonisolated view: renders from any task, and inside main-actor views too.
struct MessageRow: VmlView {
    let subject: String

    var body: some VmlView {
        VmlText(subject)
    }
}

@Suite struct MainActorViewTests {
    static let inbox =
        #"<List style="badge(3)"><HStack><Text style="font(.headline)">Inbox</Text><Button><Text>Refresh</Text></Button></HStack>"#
        + #"<Toggle isOn="false"><Text>Unread only</Text></Toggle><Text>Pay rent</Text></List>"#

    @Test @MainActor func mainActorViewsRenderOnTheMainActor() throws {
        #expect(try InboxScreen(model: InboxModel()).renderVML(.compact) == Self.inbox)
    }

    /// A server builds a main-actor view's tree on the main actor and serializes it off it.
    @Test func mainActorViewsRenderFromAnyTask() async throws {
        let content = await MainActor.run { InboxScreen(model: InboxModel()).vmlContent }
        #expect(try content.renderVML(.compact) == Self.inbox)
    }

    @Test func nonisolatedViewsRenderFromAnyTask() async throws {
        let rendered = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<4 {
                group.addTask { try MessageRow(subject: "Message \(index)").renderVML(.compact) }
            }
            var all: [String] = []
            for try await vml in group { all.append(vml) }
            return all.sorted()
        }
        #expect(rendered == (0..<4).map { "<Text>Message \($0)</Text>" })
    }
}
