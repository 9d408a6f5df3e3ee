/// SwiftUI's `DismissAction`: `dismiss()` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Cancel") { dismiss() }   // <Button><Text>Cancel</Text></Button>
/// ```
public struct VmlDismissAction: Sendable {
    /// Does nothing: the client dismisses.
    public func callAsFunction() {}
}

/// SwiftUI's `OpenURLAction`: `openURL(url)` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Help") { openURL(helpURL) }   // <Button><Text>Help</Text></Button>
/// ```
public struct VmlOpenURLAction: Sendable {
    /// Does nothing: the client opens URLs.
    public func callAsFunction(_ url: URL) {}

    /// Does nothing, and never calls `completion`: the client opens URLs.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

/// SwiftUI's `DismissWindowAction`: `dismissWindow()` and `dismissWindow(id:)` compile and do
/// nothing on the server (actions never run).
///
/// ```swift
/// VmlButton("Close") { dismissWindow(id: "inspector") }   // <Button><Text>Close</Text></Button>
/// ```
public struct VmlDismissWindowAction: Sendable {
    /// Does nothing: the client closes windows.
    public func callAsFunction() {}

    /// Does nothing: the client closes windows.
    public func callAsFunction(id: String) {}

    /// Does nothing: the client closes windows.
    public func callAsFunction<D: Hashable>(value: D) {}

    /// Does nothing: the client closes windows.
    public func callAsFunction<D: Hashable>(id: String, value: D) {}
}

/// SwiftUI's `DismissSearchAction`: `dismissSearch()` compiles and does nothing on the server.
///
/// ```swift
/// VmlButton("Show all") { dismissSearch() }   // <Button><Text>Show all</Text></Button>
/// ```
public struct VmlDismissSearchAction: Sendable {
    /// Does nothing: the client ends searches.
    public func callAsFunction() {}
}

/// SwiftUI's `RefreshAction`, which `@VmlEnvironment(\.refresh)` gives as `nil` on the server
/// (`refreshable` writes nothing and its action never runs), so `if let refresh` code compiles
/// and skips it.
///
/// ```swift
/// VmlButton("Reload") { Task { await refresh?() } }   // <Button><Text>Reload</Text></Button>
/// ```
public struct VmlRefreshAction: Sendable {
    /// Does nothing: the client refreshes.
    public func callAsFunction() async {}
}

/// SwiftUI's `RenameAction`, which `@VmlEnvironment(\.rename)` gives as `nil` on the server, so
/// `if let rename` code compiles and skips it.
///
/// ```swift
/// VmlButton("Rename") { rename?() }   // <Button><Text>Rename</Text></Button>
/// ```
public struct VmlRenameAction: Sendable {
    /// Does nothing: the client renames.
    public func callAsFunction() {}
}

/// SwiftUI's `PresentationMode`, which `@VmlEnvironment(\.presentationMode)` reads: whether the
/// view is presented, and a `dismiss()` that does nothing on the server.
///
/// ```swift
/// VmlButton("Close") { presentationMode.wrappedValue.dismiss() }   // <Button><Text>Close</Text></Button>
/// ```
public struct VmlPresentationMode: Hashable, Sendable {
    /// Whether the view is presented: the environment's `isPresented`.
    public var isPresented: Bool

    /// Does nothing: the client dismisses.
    public mutating func dismiss() {}
}
