/// SwiftUI's `AsyncImagePhase`: where an ``VmlAsyncImage`` is in loading its image.
public enum VmlAsyncImagePhase: Sendable {
    /// Not loaded yet.
    case empty
    /// Loaded: the image, written `<Image/>` in the `success` template.
    case success(VmlImage)
    /// Loading failed.
    case failure(any Error)

    /// The loaded image, if the phase is `success`.
    public var image: VmlImage? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if the phase is `failure`.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The error a `failure` phase carries on the server: the client reports the real one.
    public struct LoadingFailed: Error, Sendable {}
}
