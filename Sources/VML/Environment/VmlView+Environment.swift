extension VmlView {
    /// SwiftUI's `environment(_:_:)`: sets the environment value at `keyPath` for the views this
    /// view builds.
    ///
    /// ```swift
    /// Caption().environment(\.dynamicTypeSize, .accessibility1)   // <Text>Large type</Text>
    /// ```
    /// It reaches the views built inside this one: a composite view's `body` is built here, in the
    /// changed environment. A view built before the modifier runs does not see it: in
    /// `VmlVStack { Caption() }.environment(…)`, `Caption()` was built with the stack. Set it on
    /// a composite view around them, or on the ``VmlRenderContext`` you render with.
    public func environment<V: Sendable>(
        _ keyPath: WritableKeyPath<VmlEnvironmentValues, V> & Sendable, _ value: V
    ) -> VmlEnvironmentWriter<Self> {
        VmlEnvironmentWriter(content: self) { $0 = $0.environment(keyPath, value) }
    }

    /// SwiftUI's `environment(_:)` with an `@Observable` object: puts `object` in the environment
    /// of the views this view builds, where `@VmlEnvironment(T.self)` reads it.
    ///
    /// ```swift
    /// LibraryScreen().environment(library)   // <Text>3 books</Text>
    /// ```
    /// It reaches the views built inside this one: a composite view's `body` is built here, with
    /// the object. A view built before the modifier runs does not see it: in
    /// `VmlVStack { BookCount() }.environment(library)`, `BookCount()` was built with the stack
    /// and stops for want of the object. Set it on a composite view around them, or on the
    /// ``VmlRenderContext`` you render with (`context.environment(library)`). `nil` removes it.
    public func environment<T: AnyObject & Sendable>(_ object: T?) -> VmlEnvironmentWriter<Self> {
        VmlEnvironmentWriter(content: self) { $0 = $0.environment(object) }
    }

    /// SwiftUI's `environmentObject(_:)`: puts `object` in the environment of the views this view
    /// builds, where `@VmlEnvironmentObject` reads it.
    ///
    /// ```swift
    /// CartBadge().environmentObject(cart)   // <Text>2 items</Text>
    /// ```
    /// It reaches the views built inside this one, as ``environment(_:)`` does.
    public func environmentObject<T: AnyObject & Sendable>(_ object: T) -> VmlEnvironmentWriter<Self> {
        VmlEnvironmentWriter(content: self) { $0 = $0.environmentObject(object) }
    }
}
