/// SwiftUI's `KeyPress`, what an `onKeyPress` action receives; the action is the client's and
/// never called, so the view is written unchanged.
///
/// ```swift
/// VmlText("a").onKeyPress(.upArrow) { move(-1); return .handled }   // <Text>a</Text>
/// ```
public struct VmlKeyPress {
    /// SwiftUI's `KeyPress.Phases`: `.down`, `.repeat`, `.up`, `.all`.
    public typealias Phases = VmlKeyPressPhases
    /// SwiftUI's `KeyPress.Result`: `.handled` or `.ignored`.
    public typealias Result = VmlKeyPressResult

    /// The key pressed.
    public var key: VmlKeyEquivalent
    /// The characters the key makes.
    public var characters: String
    /// The modifier keys held.
    public var modifiers: VmlEventModifiers
    /// The press's phase.
    public var phase: VmlKeyPressPhases
}
