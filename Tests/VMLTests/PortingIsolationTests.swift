import Testing
import VML

/// Main-actor views render on the main actor through an isolated conformance; nonisolated views
/// render from any task.
@Suite struct PortingIsolationTests {
    @MainActor final class Model {
        var title = "Inbox"
        func refresh() {}
    }

    @MainActor struct MainActorRow: @MainActor VmlView {
        let model: Model
        var body: some VmlView {
            VmlHStack {
                VmlText(model.title)
                VmlButton("Refresh", action: model.refresh)
            }
        }
    }

    @MainActor struct MainActorScreen: @MainActor VmlView {
        let model: Model
        var body: some VmlView {
            VmlList { MainActorRow(model: model) }
        }
    }

    @Test @MainActor func mainActorViewsRenderOnTheMainActor() throws {
        #expect(
            try MainActorScreen(model: Model()).renderVML(.compact)
                == "<List><HStack><Text>Inbox</Text><Button><Text>Refresh</Text></Button></HStack></List>")
    }

    struct Row: VmlView {
        let index: Int
        @VmlState private var isOn = false
        var body: some VmlView {
            VmlToggle("Row \(index)", isOn: $isOn)
        }
    }

    @Test func nonisolatedViewsRenderFromAnyTask() async throws {
        let rendered = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask { try Row(index: index).renderVML(.compact) }
            }
            var all: [String] = []
            for try await vml in group { all.append(vml) }
            return all.sorted()
        }
        #expect(rendered.count == 8)
        #expect(rendered.first == #"<Toggle isOn="false"><Text>Row 0</Text></Toggle>"#)
    }
}
