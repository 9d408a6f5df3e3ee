import VML

/// The attribute the example's client runtime reads to send a tap to the server. VML carries no
/// actions (spec §5: the client owns events); an attribute is data, and this app's convention is:
///
/// - a `Button` with `data-post="/route"` is sent as `POST /route` when tapped, and the screen the
///   server answers replaces the current one;
/// - inside a `Form`, the POST carries the form's fields as `application/x-www-form-urlencoded`,
///   each field under its `id` (`title=…&notes=…`), and the button's own `id` as `submit`.
///
/// (LiveView Native's `phx-click="event"` is the same idea with another name.) The name has a `-`
/// so `vml check` never takes it for a misspelt SwiftUI parameter: it is data for the runtime.
///
/// ```swift
/// VmlButton("Mark as Done") {}.id("toggle").post(to: "/tasks/2/toggle")
/// // <Button id="toggle" data-post="/tasks/2/toggle"><Text>Mark as Done</Text></Button>
/// ```
extension VmlView {
    /// The attribute's name.
    static var postAttribute: String { "data-post" }

    /// Sets `data-post="url"`: the client runtime posts to `url` when this button is tapped.
    consuming func post(to url: String) -> VmlContent {
        attribute(Self.postAttribute, url)
    }
}
