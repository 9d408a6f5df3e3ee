import Foundation

extension VmlView {
    /// SwiftUI's `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`:
    /// compiles and writes nothing (the client presents the system's file dialog; the action is
    /// never called).
    ///
    /// ```swift
    /// VmlText("a").fileExporter(isPresented: $exporting, document: doc, contentType: .plainText) { result in }   // <Text>a</Text>
    /// ```
    public consuming func fileExporter<D>(
        isPresented: VmlBinding<Bool>, document: D?, contentType: VmlUTType, defaultFilename: String? = nil,
        onCompletion: @isolated(any) (_ result: Result<URL, any Error>) -> Void
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `fileExporter(isPresented:document:contentTypes:defaultFilename:onCompletion:onCancellation:)`:
    /// compiles and writes nothing (a system dialog the client presents).
    ///
    /// ```swift
    /// VmlText("a").fileExporter(isPresented: $exporting, document: doc, contentTypes: [.json]) { result in }   // <Text>a</Text>
    /// ```
    public consuming func fileExporter<D>(
        isPresented: VmlBinding<Bool>, document: D?, contentTypes: [VmlUTType] = [], defaultFilename: String? = nil,
        onCompletion: @isolated(any) (Result<URL, any Error>) -> Void, onCancellation: (@isolated(any) () -> Void)? = nil
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `fileExporter(isPresented:documents:contentType:onCompletion:)`: compiles and writes
    /// nothing (a system dialog the client presents).
    ///
    /// ```swift
    /// VmlText("a").fileExporter(isPresented: $exporting, documents: docs, contentType: .plainText) { result in }   // <Text>a</Text>
    /// ```
    public consuming func fileExporter<C: Collection>(
        isPresented: VmlBinding<Bool>, documents: C, contentType: VmlUTType,
        onCompletion: @isolated(any) (_ result: Result<[URL], any Error>) -> Void
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `fileExporter(isPresented:documents:contentTypes:onCompletion:onCancellation:)`:
    /// compiles and writes nothing (a system dialog the client presents).
    ///
    /// ```swift
    /// VmlText("a").fileExporter(isPresented: $exporting, documents: docs, contentTypes: [.json]) { result in }   // <Text>a</Text>
    /// ```
    public consuming func fileExporter<C: Collection>(
        isPresented: VmlBinding<Bool>, documents: C, contentTypes: [VmlUTType] = [],
        onCompletion: @isolated(any) (Result<[URL], any Error>) -> Void, onCancellation: (@isolated(any) () -> Void)? = nil
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `fileExporter(isPresented:item:contentTypes:defaultFilename:onCompletion:onCancellation:)`:
    /// compiles and writes nothing (a system dialog the client presents).
    ///
    /// ```swift
    /// VmlText("a").fileExporter(isPresented: $exporting, item: note.text) { result in }   // <Text>a</Text>
    /// ```
    public consuming func fileExporter<T>(
        isPresented: VmlBinding<Bool>, item: T?, contentTypes: [VmlUTType] = [], defaultFilename: String? = nil,
        onCompletion: @isolated(any) (Result<URL, any Error>) -> Void, onCancellation: (@isolated(any) () -> Void)? = nil
    ) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `fileExporter(isPresented:items:contentTypes:onCompletion:onCancellation:)`:
    /// compiles and writes nothing (a system dialog the client presents).
    ///
    /// ```swift
    /// VmlText("a").fileExporter(isPresented: $exporting, items: notes.map(\.text)) { result in }   // <Text>a</Text>
    /// ```
    public consuming func fileExporter<C: Collection>(
        isPresented: VmlBinding<Bool>, items: C, contentTypes: [VmlUTType] = [],
        onCompletion: @isolated(any) (Result<[URL], any Error>) -> Void, onCancellation: (@isolated(any) () -> Void)? = nil
    ) -> VmlContent {
        vmlContent
    }
}
