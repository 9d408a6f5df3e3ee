import Testing
import VML

/// SwiftUI's result-builder spellings port with the prefix alone: `@ViewBuilder` on `var body`, on
/// helper properties and functions, on closure parameters of a generic container's initializer and
/// on a stored property; `@ToolbarContentBuilder` and `@TabContentBuilder<Value>` likewise.
@Suite struct PortingBuilderSpellingTests {
    /// A generic container as SwiftUI files write it: `init(@ViewBuilder content: () -> Content)`.
    struct Card<Content: VmlView>: VmlView {
        let title: String
        let content: Content

        init(_ title: String, @VmlViewBuilder content: () -> Content) {
            self.title = title
            self.content = content()
        }

        var body: some VmlView {
            VmlVStack {
                VmlText(title)
                content
            }
        }
    }

    /// A stored `@ViewBuilder` property: the memberwise initializer takes a builder closure.
    struct Row<Accessory: VmlView>: VmlView {
        let name: String
        @VmlViewBuilder let accessory: Accessory

        var body: some VmlView {
            VmlHStack {
                VmlText(name)
                accessory
            }
        }
    }

    struct Screen: VmlView {
        let isEmpty: Bool

        @VmlViewBuilder var body: some VmlView {
            if isEmpty {
                VmlText("Nothing")
            } else {
                Card("Inbox") { rows }
            }
        }

        @VmlViewBuilder private var rows: some VmlView {
            Row(name: "Rent") { badge(3) }
            Row(name: "Tax") { VmlEmptyView() }
        }

        @VmlViewBuilder private func badge(_ count: Int) -> some VmlView {
            if count > 0 { VmlText("\(count)") }
        }

        @VmlToolbarContentBuilder var toolbarItems: some VmlToolbarContent {
            VmlToolbarItem(placement: .primaryAction) { VmlButton("Add") {} }
        }

        @VmlTabContentBuilder<Int> var tabs: some VmlTabContent<Int> {
            VmlTab("Home", systemImage: "house", value: 0) { VmlText("Home") }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let render: @Sendable () throws -> String
        let expected: String
        let sourceLocation: SourceLocation

        init(
            _ name: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation,
            render: @escaping @Sendable () throws -> String
        ) {
            self.name = name
            self.render = render
            self.expected = expected
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            "body, generic init, stored property, function",
            "<VStack><Text>Inbox</Text><HStack><Text>Rent</Text><Text>3</Text></HStack><HStack><Text>Tax</Text><EmptyView/></HStack></VStack>"
        ) {
            try Screen(isEmpty: false).renderVML(.compact)
        },
        Case("body's else branch", "<Text>Nothing</Text>") { try Screen(isEmpty: true).renderVML(.compact) },
        Case("toolbar content builder", #"<ToolbarItem placement="primaryAction"><Button><Text>Add</Text></Button></ToolbarItem>"#) {
            try Screen(isEmpty: true).toolbarItems.renderVML(.compact)
        },
        Case("tab content builder", #"<Tab systemImage="house" title="Home" value="0"><Text>Home</Text></Tab>"#) {
            try Screen(isEmpty: true).tabs.renderVML(.compact)
        },
    ]

    @Test(arguments: cases) func portsWithThePrefix(_ testCase: Case) throws {
        let rendered = try testCase.render()
        #expect(rendered == testCase.expected, sourceLocation: testCase.sourceLocation)
    }
}
