/// SwiftUI's `UIViewControllerRepresentable` cannot port: a UIKit view controller exists only in the client app.
@available(
    *, unavailable,
    message:
        "UIKit view controllers exist only in the client app: register the view as a custom element there and write it with VmlElement(\"Name\", attributes: …)"
)
public protocol VmlUIViewControllerRepresentable {}
