import Foundation

extension VmlView {
    /// SwiftUI's `fileMover(isPresented:file:onCompletion:onCancellation:)` and its form without
    /// `onCancellation`: compiles and writes nothing (the client presents the system's file dialog;
    /// the actions are never called).
    ///
    /// ```swift
    /// VmlText("a").fileMover(isPresented: $moving, file: url) { result in }   // <Text>a</Text>
    /// ```
    public consuming func fileMover(
        isPresented: VmlBinding<Bool>, file: URL?, onCompletion: @isolated(any) (_ result: Result<URL, any Error>) -> Void,
        onCancellation: (@isolated(any) () -> Void)? = nil
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `fileMover(isPresented:files:onCompletion:onCancellation:)` and its form without
    /// `onCancellation`: compiles and writes nothing (a system dialog the client presents).
    ///
    /// ```swift
    /// VmlText("a").fileMover(isPresented: $moving, files: urls) { result in }   // <Text>a</Text>
    /// ```
    public consuming func fileMover<C: Collection>(
        isPresented: VmlBinding<Bool>, files: C, onCompletion: @isolated(any) (_ result: Result<[URL], any Error>) -> Void,
        onCancellation: (@isolated(any) () -> Void)? = nil
    ) -> VmlContent where C.Element == URL {
        vmlContent
    }
}
