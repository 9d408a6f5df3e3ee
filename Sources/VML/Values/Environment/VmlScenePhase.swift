/// SwiftUI's `ScenePhase`: a server renders for a scene in use, so `@VmlEnvironment(\.scenePhase)`
/// is always `.active`.
///
/// ```swift
/// @VmlEnvironment(\.scenePhase) private var phase
/// // phase == .active
/// ```
public enum VmlScenePhase: String, Hashable, Sendable, CaseIterable {
    /// `.active`
    case active
    /// `.inactive`
    case inactive
    /// `.background`
    case background
}
