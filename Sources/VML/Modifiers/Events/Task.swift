extension VmlView {
    /// SwiftUI's `task(priority:_:)`: compiles and writes nothing; the task is never started (spec
    /// §5: the client owns events).
    ///
    /// ```swift
    /// VmlText("a").task { await model.load() }   // <Text>a</Text>
    /// ```
    public consuming func task(priority: TaskPriority = .userInitiated, _ action: @isolated(any) () async -> Void) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `task(id:priority:_:)`: compiles and writes nothing; the task is never started.
    ///
    /// ```swift
    /// VmlText("a").task(id: query) { await search() }   // <Text>a</Text>
    /// ```
    public consuming func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated, _ action: @isolated(any) () async -> Void
    ) -> VmlContent {
        vmlContent
    }
}

extension VmlView {
    /// SwiftUI's `task(id:name:executorPreference:priority:file:line:_:)` (iOS 26): compiles and
    /// writes nothing; the task is never started.
    ///
    /// ```swift
    /// VmlText("a").task(id: query, name: "search", executorPreference: executor) { await search() }   // <Text>a</Text>
    /// ```
    public consuming func task<ID: Equatable>(
        id value: ID, name: String? = nil, executorPreference taskExecutor: any TaskExecutor,
        priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: @isolated(any) () async -> Void
    ) -> VmlContent {
        vmlContent
    }
}
