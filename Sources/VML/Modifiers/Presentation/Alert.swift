import Foundation
@_spi(VMLInternals) import VMLCore

extension VmlView {
    /// SwiftUI's `alert(_:isPresented:actions:message:)`: the title, the binding's current value,
    /// and the actions and message as templated children `alert` and `alertMessage`, referenced
    /// with SwiftUI's labels. The buttons' actions are never called.
    ///
    /// ```swift
    /// VmlText("a").alert("Delete?", isPresented: .constant(true)) {
    ///     VmlButton("Delete", role: .destructive) { delete() }
    /// } message: {
    ///     VmlText("This cannot be undone.")
    /// }
    /// // <Text style="alert(&quot;Delete?&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a
    /// //   <Button template="alert" role="destructive"><Text>Delete</Text></Button>
    /// //   <Text template="alertMessage">This cannot be undone.</Text></Text>
    /// ```
    public consuming func alert(
        _ title: String, isPresented: VmlBinding<Bool>, @VmlBuilder actions: () -> VmlContent,
        @VmlBuilder message: () -> VmlContent = { VmlContent() }
    ) -> VmlContent {
        vmlContent.dialog("alert", title: title, isPresented: isPresented.wrappedValue, titleVisibility: nil, actions(), message())
    }

    /// SwiftUI's `alert(_:isPresented:presenting:actions:message:)`: as the form without data,
    /// the actions and message built from the data (left out when it is `nil`).
    public consuming func alert<T>(
        _ title: String, isPresented: VmlBinding<Bool>, presenting data: T?, @VmlBuilder actions: (T) -> VmlContent,
        @VmlBuilder message: (T) -> VmlContent = { _ in VmlContent() }
    ) -> VmlContent {
        vmlContent.dialog(
            "alert", title: title, isPresented: isPresented.wrappedValue, titleVisibility: nil, data.map(actions) ?? VmlContent(),
            data.map(message) ?? VmlContent())
    }

    /// SwiftUI's `alert(isPresented:error:actions:)`: the error's description is the title (empty
    /// with no error), written as `alert(_:isPresented:actions:message:)` is.
    ///
    /// ```swift
    /// VmlText("a").alert(isPresented: .constant(true), error: saveError) { VmlButton("OK") {} }   // "Disk full"
    /// // <Text style="alert(&quot;Disk full&quot;, isPresented: true, actions: :alert)">a<Button template="alert"><Text>OK</Text></Button></Text>
    /// ```
    public consuming func alert<E: LocalizedError>(isPresented: VmlBinding<Bool>, error: E?, @VmlBuilder actions: () -> VmlContent)
        -> VmlContent
    {
        vmlContent.dialog(
            "alert", title: error.map(Self.errorTitle) ?? "", isPresented: isPresented.wrappedValue, titleVisibility: nil, actions(),
            VmlContent())
    }

    /// SwiftUI's `alert(isPresented:error:actions:message:)`: the error's description is the title,
    /// and the actions and message are built from the error (left out with no error).
    ///
    /// ```swift
    /// VmlText("a").alert(isPresented: .constant(true), error: saveError) { _ in VmlButton("OK") {} } message: { error in
    ///     VmlText(error.recoverySuggestion ?? "")
    /// }   // "Disk full", "Free some space."
    /// // <Text style="alert(&quot;Disk full&quot;, isPresented: true, actions: :alert, message: :alertMessage)">a
    /// //   <Button template="alert"><Text>OK</Text></Button><Text template="alertMessage">Free some space.</Text></Text>
    /// ```
    public consuming func alert<E: LocalizedError>(
        isPresented: VmlBinding<Bool>, error: E?, @VmlBuilder actions: (E) -> VmlContent, @VmlBuilder message: (E) -> VmlContent
    ) -> VmlContent {
        vmlContent.dialog(
            "alert", title: error.map(Self.errorTitle) ?? "", isPresented: isPresented.wrappedValue, titleVisibility: nil,
            error.map(actions) ?? VmlContent(), error.map(message) ?? VmlContent())
    }

    /// SwiftUI's title for an error alert: the error's description.
    private static func errorTitle(_ error: some LocalizedError) -> String {
        error.errorDescription ?? error.localizedDescription
    }
}

extension VmlContent {
    /// An `alert` or `confirmationDialog`: `name("Title", isPresented: b, [titleVisibility: v,]
    /// actions: :name, message: :nameMessage)`, with the slots left out when empty.
    func dialog(
        _ name: String, title: String, isPresented: Bool, titleVisibility: VmlVisibility?, _ actions: VmlContent, _ message: VmlContent
    ) -> VmlContent {
        slotted([(name, actions), (name + "Message", message)]) { symbols in
            var arguments = ModifierArguments()
            arguments.add(nil, title: title)
            arguments.add("isPresented", expression: .boolean(isPresented))
            arguments.add("titleVisibility", titleVisibility)
            arguments.add("actions", expression: symbols[0])
            arguments.add("message", expression: symbols[1])
            return VMLModifier(name, arguments: arguments.arguments)
        }
    }
}
