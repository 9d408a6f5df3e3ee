/// SwiftUI's `SceneBuilder`, refused at compile time: scenes are the client app's.
///
/// ```swift
/// @VmlSceneBuilder var scenes: VmlContent { … }
/// // error: 'VmlSceneBuilder' is unavailable: scenes and windows are the client app's: …
/// ```
@available(
    *, unavailable,
    message:
        "scenes and windows are the client app's: VML serves screens, so port the scene's root view (a VmlView) and let the app's WindowGroup show it"
)
public typealias VmlSceneBuilder = VmlBuilder
