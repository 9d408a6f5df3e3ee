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

    /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`:
    /// as the form without data, the actions and message built from the data (left out when it
    /// is `nil`).
    ///
    /// ```swift
    /// VmlText("a").confirmationDialog("Delete?", isPresented: .constant(true), presenting: file) { file in
    ///     VmlButton("Delete \(file.name)", role: .destructive) {}
    /// }   // file.name == "notes.txt"
    /// // <Text style="confirmationDialog(&quot;Delete?&quot;, isPresented: true, actions: :confirmationDialog)">a
    /// //   <Button template="confirmationDialog" role="destructive"><Text>Delete notes.txt</Text></Button></Text>
    /// ```
    public consuming func confirmationDialog<T>(
        _ title: String, isPresented: VmlBinding<Bool>, titleVisibility: VmlVisibility? = nil, presenting data: T?,
        @VmlBuilder actions: (T) -> VmlContent, @VmlBuilder message: (T) -> VmlContent = { _ in VmlContent() }
    ) -> VmlContent {
        vmlContent.dialog(
            "confirmationDialog", title: title, isPresented: isPresented.wrappedValue, titleVisibility: titleVisibility,
            data.map(actions) ?? VmlContent(), data.map(message) ?? VmlContent())
    }
}
