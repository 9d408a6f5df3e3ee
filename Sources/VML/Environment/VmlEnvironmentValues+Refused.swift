extension VmlEnvironmentValues {
    /// SwiftData's `modelContext` cannot port: the store lives in the client app.
    ///
    /// ```swift
    /// @VmlEnvironment(\.modelContext) private var modelContext
    /// // error: 'modelContext' is unavailable: SwiftData's store lives in the client app: …
    /// ```
    @available(
        *, unavailable,
        message: "SwiftData's store lives in the client app: query your data on the server and pass the values to the view's initializer"
    )
    public var modelContext: Void { () }

    /// Core Data's `managedObjectContext` cannot port: the store lives in the client app.
    ///
    /// ```swift
    /// @VmlEnvironment(\.managedObjectContext) private var viewContext
    /// // error: 'managedObjectContext' is unavailable: Core Data's store lives in the client app: …
    /// ```
    @available(
        *, unavailable,
        message: "Core Data's store lives in the client app: fetch your data on the server and pass the values to the view's initializer"
    )
    public var managedObjectContext: Void { () }

    /// The `undoManager` cannot port: undo is the client's, and actions never run on a server.
    ///
    /// ```swift
    /// @VmlEnvironment(\.undoManager) private var undoManager
    /// // error: 'undoManager' is unavailable: undo happens in the client app: …
    /// ```
    @available(
        *, unavailable,
        message: "undo happens in the client app, and actions never run on a server: drop the property and the calls that use it"
    )
    public var undoManager: Void { () }
}
