import Foundation
import Testing
import VML
import VMLTestSupport

/// Rendering for the client's iOS: `vmlAvailable(iOS:)` in every builder, the render context's
/// `clientOS` and what a render does with a declaration newer than it.
@Suite struct ClientOSTests {
    /// A context for `client` (`nil`: unknown) with `policy`.
    static func context(_ client: VMLOSVersion?, _ policy: VmlRenderContext.NewerDeclarations = .write) -> VmlRenderContext {
        var context = VmlRenderContext(locale: Locale(identifier: "en_US"))
        context.clientOS = client
        context.newerDeclarations = policy
        return context
    }

    /// SwiftUI's `if #available(iOS 17, *) { … } else { … }` in each builder, ported with `vmlAvailable`.
    struct Inbox: VmlView {
        var body: some VmlView {
            VmlNavigationStack {
                VmlList {
                    VmlSection {
                        if vmlAvailable(iOS: 17) {
                            VmlContentUnavailableView("No Mail", systemImage: "tray")
                        } else {
                            VmlText("No Mail")
                        }
                    } header: {
                        if vmlAvailable(iOS: 17.4) { VmlText("New") } else { VmlText("Old") }
                    }
                }
                .modifier(Card())
                .toolbar {
                    if vmlAvailable(iOS: 17) {
                        VmlToolbarItem(placement: .principal) { VmlText("17") }
                    } else {
                        VmlToolbarItem(placement: .principal) { VmlText("16") }
                    }
                    if !vmlAvailable(iOS: 26) {
                        VmlToolbarItem(placement: .bottomBar) { VmlText("before 26") }
                    }
                }
            }
        }
    }

    /// A `VmlViewModifier` whose body branches on the client.
    struct Card: VmlViewModifier {
        func body(content: Content) -> some VmlView {
            if vmlAvailable(iOS: 17) {
                content.background(.fill)
            } else {
                content.background(.ultraThinMaterial)
            }
        }
    }

    /// A client, and what ``Inbox`` renders for it.
    struct BranchCase: Sendable, CustomTestStringConvertible {
        let client: VMLOSVersion?
        let rendered: String
        let sourceLocation: SourceLocation

        init(_ client: VMLOSVersion?, _ rendered: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.client = client
            self.rendered = rendered
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { client?.description ?? "unknown client" }
    }

    static let newest =
        #"<NavigationStack><List style="background(.fill), toolbar(content: :toolbar)"><Section><ContentUnavailableView><Label template="label"><Text template="title">No Mail</Text><Image template="icon" systemName="tray"/></Label></ContentUnavailableView><Text template="header">New</Text></Section><ToolbarItem template="toolbar" placement="principal"><Text>17</Text></ToolbarItem></List></NavigationStack>"#

    static let branchCases: [BranchCase] = [
        BranchCase(nil, newest),
        BranchCase(.iOS(26), newest),
        BranchCase(
            .iOS(17, 4),
            #"<NavigationStack><List style="background(.fill), toolbar(content: :toolbar)"><Section><ContentUnavailableView><Label template="label"><Text template="title">No Mail</Text><Image template="icon" systemName="tray"/></Label></ContentUnavailableView><Text template="header">New</Text></Section><ToolbarItem template="toolbar" placement="principal"><Text>17</Text></ToolbarItem><ToolbarItem template="toolbar" placement="bottomBar"><Text>before 26</Text></ToolbarItem></List></NavigationStack>"#
        ),
        BranchCase(
            .iOS(17, 3, 1),
            #"<NavigationStack><List style="background(.fill), toolbar(content: :toolbar)"><Section><ContentUnavailableView><Label template="label"><Text template="title">No Mail</Text><Image template="icon" systemName="tray"/></Label></ContentUnavailableView><Text template="header">Old</Text></Section><ToolbarItem template="toolbar" placement="principal"><Text>17</Text></ToolbarItem><ToolbarItem template="toolbar" placement="bottomBar"><Text>before 26</Text></ToolbarItem></List></NavigationStack>"#
        ),
        BranchCase(
            .iOS(16, 4),
            #"<NavigationStack><List style="background(.ultraThinMaterial), toolbar(content: :toolbar)"><Section><Text>No Mail</Text><Text template="header">Old</Text></Section><ToolbarItem template="toolbar" placement="principal"><Text>16</Text></ToolbarItem><ToolbarItem template="toolbar" placement="bottomBar"><Text>before 26</Text></ToolbarItem></List></NavigationStack>"#
        ),
    ]

    @Test(arguments: branchCases)
    func theFallbackIsPickedForTheClient(_ testCase: BranchCase) throws {
        let context = Self.context(testCase.client, .fail)
        #expect(try Inbox().renderVML(.compact, in: context) == testCase.rendered, sourceLocation: testCase.sourceLocation)
        // The same through `apply`, and into a buffer.
        #expect(try context.apply { try Inbox().renderVML(.compact) } == testCase.rendered, sourceLocation: testCase.sourceLocation)
        var buffer: [UInt8] = []
        try context.apply { try Inbox().renderVML(.compact, into: &buffer) }
        #expect(String(decoding: buffer, as: UTF8.self) == testCase.rendered, sourceLocation: testCase.sourceLocation)
    }

    @Test func outsideAContextEveryVersionIsAvailable() {
        #expect(vmlAvailable(iOS: 26) && vmlAvailable(iOS: 99.9) && vmlAvailable(.iOS(17, 4, 1)))
        Self.context(.iOS(17, 4)).apply {
            #expect(vmlAvailable(iOS: 17) && vmlAvailable(iOS: 17.4) && !vmlAvailable(iOS: 17.5) && !vmlAvailable(.iOS(17, 4, 1)))
        }
    }

    @Test func forClientSetsTheClientAndKeepsThePolicyUnlessGiven() {
        let base = Self.context(nil, .drop)
        #expect(base.forClient(.iOS(16)).clientOS == .iOS(16) && base.forClient(.iOS(16)).newerDeclarations == .drop)
        let failing = base.forClient(.iOS(15), newerDeclarations: .fail)
        #expect(failing.clientOS == .iOS(15) && failing.newerDeclarations == .fail && failing.forClient(nil).clientOS == nil)
        #expect(base.forClient(VMLOSVersion("iOS/17.4")).apply { vmlAvailable(iOS: 17.4) && !vmlAvailable(iOS: 18) })
    }

    @Test func aFloatLiteralIsMajorAndMinor() {
        let versions: [VMLOSVersion.Number] = [26, 17.4, 16.0, 15.45]
        #expect(versions.map(\.major) == [26, 17, 16, 15] && versions.map(\.minor) == [0, 4, 0, 45])
    }

    /// Table columns branch too (`VmlTableColumnBuilder` has `if`/`else`).
    @Test func tableColumnsBranch() throws {
        struct People: VmlView {
            var body: some VmlView {
                VmlTable(["Ada"]) {
                    VmlTableColumn("Name", value: \.self)
                    if vmlAvailable(iOS: 17) { VmlTableColumn("New", value: \.self) } else { VmlTableColumn("Old", value: \.self) }
                }
            }
        }
        #expect(try People().renderVML(.compact, in: Self.context(.iOS(16))).contains("<Text>Old</Text>"))
        #expect(try People().renderVML(.compact, in: Self.context(.iOS(17))).contains("<Text>New</Text>"))
    }

    /// `#available` left as it was compiles, and asks the server's OS: true, whatever the client.
    @Test func hashAvailableAsksTheServer() throws {
        struct Unported: VmlView {
            var body: some VmlView {
                if #available(iOS 26, *) {
                    VmlText("26")
                } else {
                    VmlText("older")
                }
            }
        }
        #expect(try Unported().renderVML(.compact, in: Self.context(.iOS(16))) == "<Text>26</Text>")
    }

    /// A screen with a declaration newer than iOS 16 and no fallback, and what each policy renders.
    struct Unguarded: VmlView {
        var body: some VmlView {
            VmlVStack {
                VmlText("Hi").padding(8).scrollClipDisabled()
                VmlContentUnavailableView("Empty", systemImage: "tray")
                VmlButton("Go") {}.buttonStyle(.borderedProminent)
            }
        }
    }

    /// A client and policy, and what ``Unguarded`` renders (or the error it throws).
    struct PolicyCase: Sendable, CustomTestStringConvertible {
        let client: VMLOSVersion?
        let policy: VmlRenderContext.NewerDeclarations
        let rendered: String
        let sourceLocation: SourceLocation

        init(
            _ client: VMLOSVersion?, _ policy: VmlRenderContext.NewerDeclarations, _ rendered: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.client = client
            self.policy = policy
            self.rendered = rendered
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { "\(client?.description ?? "unknown"), \(policy)" }
    }

    static let everything =
        #"<VStack><Text style="padding(8), scrollClipDisabled(true)">Hi</Text><ContentUnavailableView><Label template="label"><Text template="title">Empty</Text><Image template="icon" systemName="tray"/></Label></ContentUnavailableView><Button style="buttonStyle(.borderedProminent)"><Text>Go</Text></Button></VStack>"#

    static let policyCases: [PolicyCase] = [
        PolicyCase(.iOS(16), .write, everything),
        PolicyCase(
            .iOS(16), .drop,
            #"<VStack><Text style="padding(8)">Hi</Text><Button style="buttonStyle(.borderedProminent)"><Text>Go</Text></Button></VStack>"#),
        PolicyCase(.iOS(14), .drop, #"<VStack><Text style="padding(8)">Hi</Text><Button><Text>Go</Text></Button></VStack>"#),
        PolicyCase(.iOS(16), .fail, "error: VStack[0] > Text[0]: scrollClipDisabled(_:) needs iOS 17.0; the client is iOS 16.0"),
        PolicyCase(.iOS(14), .fail, "error: VStack[0] > Text[0]: scrollClipDisabled(_:) needs iOS 17.0; the client is iOS 14.0"),
        PolicyCase(.iOS(17), .fail, everything),
        PolicyCase(nil, .fail, everything),
        PolicyCase(nil, .drop, everything),
    ]

    @Test(arguments: policyCases)
    func eachPolicy(_ testCase: PolicyCase) {
        let rendered: String
        do throws(VMLSerializationError) {
            rendered = try Unguarded().renderVML(.compact, in: Self.context(testCase.client, testCase.policy))
        } catch {
            rendered = "error: \(error)"
        }
        #expect(rendered == testCase.rendered, sourceLocation: testCase.sourceLocation)
    }

    @Test func theErrorNamesTheDeclarationAndBothVersions() {
        #expect(
            throws: VMLSerializationError(
                path: VMLNodePath([.init("VStack", 0), .init("ContentUnavailableView", 1)]),
                reason: .newerThanClient(declaration: "ContentUnavailableView", introduced: .iOS(17), client: .iOS(16)))
        ) {
            try VmlVStack {
                VmlText("Hi")
                VmlContentUnavailableView("Empty", systemImage: "tray")
            }
            .renderVML(in: Self.context(.iOS(16), .fail))
        }
    }

    /// Rendering for a client at least as new as every declaration, with any policy, changes
    /// nothing: the ported screens render as with no client.
    @Test func theNewestClientChangesNothing() throws {
        for (name, screen) in Self.screens {
            let plain = try screen.renderVML(.compact)
            for policy in VmlRenderContext.NewerDeclarations.allCases {
                for client in [nil, VMLOSVersion.iOS(999)] {
                    #expect(try screen.renderVML(.compact, in: Self.context(client, policy)) == plain, "\(name), \(policy)")
                }
            }
        }
    }

    static var screens: [(String, any VmlView)] {
        [
            ("Inbox", Inbox()), ("Unguarded", Unguarded()), ("SettingsScreen", SettingsScreen()), ("InboxScreen", InboxScreen()),
            ("RecipeDetailScreen", RecipeDetailScreen(recipe: Recipe())), ("EventEditorScreen", EventEditorScreen()),
            ("TabAppScreen", TabAppScreen()),
        ]
    }
}
