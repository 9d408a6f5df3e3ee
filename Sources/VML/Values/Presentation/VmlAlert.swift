/// SwiftUI's older `Alert`, for `.alert(isPresented:content:)` and `.alert(item:content:)`: written
/// as the newer `alert(_:isPresented:actions:message:)` is, its buttons as `Button`s.
///
/// ```swift
/// VmlText("a").alert(isPresented: .constant(true)) {
///     VmlAlert(title: VmlText("Saved"), message: VmlText("All done."), dismissButton: .default(VmlText("OK")))
/// }
/// // <Text style="alert(&quot;Saved&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a
/// //   <Button template="alert"><Text>OK</Text></Button><Text template="alertMessage">All done.</Text></Text>
/// ```
public struct VmlAlert: Sendable {
    /// An alert button (SwiftUI's `Alert.Button`); its action is never called.
    public struct Button: Sendable {
        let content: VmlContent

        /// A button: `.default(VmlText("OK"))` → `<Button><Text>OK</Text></Button>`.
        public static func `default`(_ label: VmlText, action: (@isolated(any) () -> Void)? = nil) -> Button {
            Button(content: VmlButton { label }.vmlContent)
        }

        /// A cancel button: `.cancel(VmlText("Not Now"))` → `<Button role="cancel">…`.
        public static func cancel(_ label: VmlText, action: (@isolated(any) () -> Void)? = nil) -> Button {
            Button(content: VmlButton(role: .cancel) { label }.vmlContent)
        }

        /// The system cancel button: `.cancel()` → `<Button role="cancel"><Text>Cancel</Text></Button>`.
        public static func cancel(_ action: (@isolated(any) () -> Void)? = nil) -> Button {
            Button(content: VmlButton("Cancel", role: .cancel).vmlContent)
        }

        /// A destructive button: `.destructive(VmlText("Delete"))` → `<Button role="destructive">…`.
        public static func destructive(_ label: VmlText, action: (@isolated(any) () -> Void)? = nil) -> Button {
            Button(content: VmlButton(role: .destructive) { label }.vmlContent)
        }
    }

    let title: String
    let message: VmlContent
    let actions: VmlContent

    /// An alert with one button (or the client's default OK button when `nil`).
    public init(title: VmlText, message: VmlText? = nil, dismissButton: Button? = nil) {
        self.title = title.text
        self.message = message?.vmlContent ?? VmlContent()
        actions = dismissButton?.content ?? VmlContent()
    }

    /// An alert with two buttons.
    public init(title: VmlText, message: VmlText? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.text
        self.message = message?.vmlContent ?? VmlContent()
        actions = VmlContent(nodes: primaryButton.content.nodes + secondaryButton.content.nodes)
    }
}
