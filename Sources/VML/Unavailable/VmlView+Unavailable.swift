extension VmlView {
    /// SwiftUI's `environment(_:_:)` cannot port: the DSL builds a view's children before the
    /// modifier runs, so a value set here could not reach them. The environment a server renders
    /// with is its ``VmlRenderContext`` (`renderVML(in:)`, `context.apply { … }`); or pass the
    /// value to the child view's initializer.
    ///
    /// ```swift
    /// Detail().environment(\.locale, french)
    /// // error: 'environment' is unavailable: the environment a server renders with is its VmlRenderContext: …
    /// ```
    @available(
        *, unavailable,
        message:
            "the environment a server renders with is its VmlRenderContext: render with renderVML(in:) or build inside context.apply { }, or pass the value to the child's initializer"
    )
    public func environment<V>(_ keyPath: KeyPath<VmlEnvironmentValues, V>, _ value: V) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `environment(_:)` with an observable object cannot port: pass the object to the
    /// views that read it (`Detail(model: model)`).
    ///
    /// ```swift
    /// Detail().environment(model)
    /// // error: 'environment' is unavailable: views read no objects from the environment on the server: …
    /// ```
    @available(
        *, unavailable,
        message:
            "views read no objects from the environment on the server: pass the object to the view's initializer (Detail(model: model))"
    )
    public func environment<T: AnyObject>(_ object: T?) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `environmentObject(_:)` cannot port: pass the object to the views that read it.
    ///
    /// ```swift
    /// Detail().environmentObject(store)
    /// // error: 'environmentObject' is unavailable: views read no objects from the environment on the server: …
    /// ```
    @available(
        *, unavailable,
        message:
            "views read no objects from the environment on the server: pass the object to the view's initializer (Detail(store: store))"
    )
    public func environmentObject<T: AnyObject>(_ object: T) -> VmlContent {
        vmlContent
    }
}
