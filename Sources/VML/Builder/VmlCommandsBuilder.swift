/// SwiftUI's `CommandsBuilder`, refused at compile time: menu-bar commands are the client app's.
///
/// ```swift
/// @VmlCommandsBuilder var commands: VmlContent { … }
/// // error: 'VmlCommandsBuilder' is unavailable: menu-bar commands are the client app's: …
/// ```
@available(
    *, unavailable,
    message:
        "menu-bar commands are the client app's: put the actions in the screen (VmlButton, VmlMenu, .toolbar) or keep the commands in the app"
)
public typealias VmlCommandsBuilder = VmlBuilder
