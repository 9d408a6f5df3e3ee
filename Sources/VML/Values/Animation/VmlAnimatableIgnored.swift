/// SwiftUI's `@AnimatableIgnored` (iOS 26, beside the `@Animatable` macro) with the prefix:
/// refused. A custom `Animatable` type interpolates on the client, frame by frame; the attribute
/// is a property wrapper here so its spelling reaches the message.
///
/// ```swift
/// @VmlAnimatableIgnored var label: String
/// // error: 'VmlAnimatableIgnored' is unavailable: custom animatable data is interpolated on the client: …
/// ```
@available(
    *, unavailable,
    message:
        "custom animatable data is interpolated on the client: animate the built-in modifiers (opacity, scaleEffect, offset…) with .animation(_:value:) instead of a custom Animatable type"
)
@propertyWrapper public struct VmlAnimatableIgnored<Value> {
    /// Never available; see the type's message.
    public var wrappedValue: Value

    /// Never available; see the type's message.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
