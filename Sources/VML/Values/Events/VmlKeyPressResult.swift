/// SwiftUI's `KeyPress.Result`, what an `onKeyPress` action returns: `.handled` or `.ignored`.
///
/// ```swift
/// VmlText("a").onKeyPress(.escape) { .handled }   // <Text>a</Text>
/// ```
public enum VmlKeyPressResult: Hashable, Sendable {
    /// The action handled the press.
    case handled
    /// The action ignored the press; the client passes it on.
    case ignored
}
