extension VMLDifference.Kind {
    /// A modifier as it reads in a `style` value (`padding(8)`), without the attribute escapes;
    /// `nil` when it cannot be written.
    static func styleText(of modifier: VMLModifier) -> String? {
        VMLByteWriter.styleText([modifier])
    }
}
