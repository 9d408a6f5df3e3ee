extension VmlView {
    /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`: written as
    /// ``VmlView/alert(_:isPresented:actions:message:)`` is, with templates `confirmationDialog`
    /// and `confirmationDialogMessage`.
    ///
    /// ```swift
    /// VmlText("a").confirmationDialog("Sign out?", isPresented: .constant(false), titleVisibility: .visible) {
    ///     VmlButton("Sign Out", role: .destructive) { signOut() }
    /// }
    /// // <Text style="confirmationDialog(&quot;Sign out?&quot;, isPresented: false, titleVisibility: .visible, actions: :confirmationDialog)">a
    /// //   <Button template="confirmationDialog" role="destructive"><Text>Sign Out</Text></Button></Text>
    /// ```
    public consuming func confirmationDialog(
        _ title: String, isPresented: VmlBinding<Bool>, titleVisibility: VmlVisibility? = nil, @VmlBuilder actions: () -> VmlContent,
        @VmlBuilder message: () -> VmlContent = { VmlContent() }
    ) -> VmlContent {
        vmlContent.dialog(
            "confirmationDialog", title: title, isPresented: isPresented.wrappedValue, titleVisibility: titleVisibility, actions(),
            message())
    }
}
