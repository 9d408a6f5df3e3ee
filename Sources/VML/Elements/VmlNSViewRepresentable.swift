/// SwiftUI's `NSViewRepresentable` cannot port: an AppKit view exists only in the client app.
@available(
    *, unavailable,
    message:
        "AppKit views exist only in the client app: register the view as a custom element there and write it with VmlElement(\"Name\", attributes: …)"
)
public protocol VmlNSViewRepresentable {}
