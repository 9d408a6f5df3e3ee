/// UIKit's `UITextAutocapitalizationType`, which SwiftUI's deprecated `autocapitalization(_:)`
/// takes: `.none`, `.words`, `.sentences`, `.allCharacters`. Each stands for its
/// ``VmlTextInputAutocapitalization``, which the modifier writes.
///
/// ```swift
/// VmlTextField("Code", text: $code).autocapitalization(.allCharacters)   // style="textInputAutocapitalization(.characters)"
/// ```
public struct VmlTextAutocapitalizationType: Hashable, Sendable {
    /// The `TextInputAutocapitalization` it stands for.
    public var replacement: VmlTextInputAutocapitalization

    /// `.none`, written `.never`.
    public static var none: VmlTextAutocapitalizationType { VmlTextAutocapitalizationType(replacement: .never) }
    /// `.words`
    public static var words: VmlTextAutocapitalizationType { VmlTextAutocapitalizationType(replacement: .words) }
    /// `.sentences`
    public static var sentences: VmlTextAutocapitalizationType { VmlTextAutocapitalizationType(replacement: .sentences) }
    /// `.allCharacters`, written `.characters`.
    public static var allCharacters: VmlTextAutocapitalizationType { VmlTextAutocapitalizationType(replacement: .characters) }
}
