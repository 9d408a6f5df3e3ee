import Foundation

extension VmlView {
    /// SwiftUI's `fileImporter(isPresented:allowedContentTypes:onCompletion:)`: compiles and writes
    /// nothing (the client presents the system's file dialog and handles the result; the action
    /// is never called).
    ///
    /// ```swift
    /// VmlText("a").fileImporter(isPresented: $importing, allowedContentTypes: [.pdf]) { result in open(result) }   // <Text>a</Text>
    /// ```
    public consuming func fileImporter(
        isPresented: VmlBinding<Bool>, allowedContentTypes: [VmlUTType],
        onCompletion: @isolated(any) (_ result: Result<URL, any Error>) -> Void
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`
    /// and its form without `onCancellation`: compiles and writes nothing (a system dialog the
    /// client presents).
    ///
    /// ```swift
    /// VmlText("a").fileImporter(isPresented: $importing, allowedContentTypes: [.image], allowsMultipleSelection: true) { result in }
    /// // <Text>a</Text>
    /// ```
    public consuming func fileImporter(
        isPresented: VmlBinding<Bool>, allowedContentTypes: [VmlUTType], allowsMultipleSelection: Bool,
        onCompletion: @isolated(any) (_ result: Result<[URL], any Error>) -> Void, onCancellation: (@isolated(any) () -> Void)? = nil
    ) -> VmlContent {
        vmlContent
    }
}
