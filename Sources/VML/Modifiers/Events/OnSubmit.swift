extension VmlView {
    /// SwiftUI's `onSubmit(of:_:)`: compiles and writes nothing (spec §5: the client owns events;
    /// the action is never called).
    ///
    /// ```swift
    /// VmlTextField("Name", text: $name).onSubmit { save() }   // <TextField text="…"><Text>Name</Text></TextField>
    /// ```
    public consuming func onSubmit(_ action: @isolated(any) () -> Void) -> VmlContent {
        vmlContent
    }
}
