extension VmlView {
    /// SwiftUI's `renameAction(_:)` with an action: compiles and writes nothing (spec §5: the
    /// client owns events; the action is never called).
    ///
    /// ```swift
    /// VmlText("a").renameAction { isRenaming = true }   // <Text>a</Text>
    /// ```
    public consuming func renameAction(_ action: @isolated(any) () -> Void) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `renameAction(_:)` with a focus binding: compiles and writes nothing (focus is
    /// the client's).
    ///
    /// ```swift
    /// VmlText("a").renameAction($isRenaming)   // <Text>a</Text>
    /// ```
    public consuming func renameAction(_ isFocused: VmlFocusState<Bool>.Binding) -> VmlContent {
        vmlContent
    }
}
