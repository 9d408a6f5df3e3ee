// Unsafe code: a call to the serializer's writer (`VMLByteWriter`, a type marked `@unsafe`: it
// owns a raw output buffer) for the style text a difference shows. Sound because
// `VMLByteWriter.styleText(_:)` makes its own writer, frees the writer's buffer before it returns
// (`defer`) and hands back a new `String`: nothing of the buffer escapes the call.

extension VMLDifference.Kind {
    /// A modifier as it reads in a `style` value (`padding(8)`), without the attribute escapes;
    /// `nil` when it cannot be written.
    static func styleText(of modifier: VMLModifier) -> String? {
        unsafe VMLByteWriter.styleText([modifier])
    }
}
