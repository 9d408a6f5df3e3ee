/// SwiftUI's `UIViewRepresentable` cannot port: a UIKit view exists only in the client app.
///
/// ```swift
/// struct MapView: VmlUIViewRepresentable { … }
/// // error: 'VmlUIViewRepresentable' is unavailable: UIKit views exist only in the client app: …
/// ```
@available(
    *, unavailable,
    message:
        "UIKit views exist only in the client app: register the view as a custom element there and write it with VmlElement(\"MapView\", attributes: …)"
)
public protocol VmlUIViewRepresentable {}
