/// SwiftUI's `FileDialogBrowserOptions`: `.enumeratePackages`, `.includeHiddenFiles`, `.displayFileExtensions`; file dialogs are the client's, so `fileDialogBrowserOptions` writes nothing.
///
/// ```swift
/// VmlText("a").fileDialogBrowserOptions(.includeHiddenFiles)
/// // <Text>a</Text>
/// ```
public struct VmlFileDialogBrowserOptions: VmlValue, Hashable, ExpressibleByArrayLiteral {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }

    /// Several options: written as an array, `[.first, .second]`.
    public init(arrayLiteral elements: VmlFileDialogBrowserOptions...) {
        self.expression = .array(elements.map(\.expression))
    }
}

extension VmlFileDialogBrowserOptions {
    /// SwiftUI's `init(rawValue:)`, refused at compile time: raw bits do not say which options.
    ///
    /// ```swift
    /// VmlFileDialogBrowserOptions(rawValue: 1)
    /// // error: 'init(rawValue:)' is unavailable: write the options by name: [.includeHiddenFiles]
    /// ```
    @available(*, unavailable, message: "write the options by name: [.includeHiddenFiles]")
    public init<Raw: BinaryInteger>(rawValue: Raw) { self = [] }
}
