import Foundation

extension VmlView {
    /// SwiftUI's `fileDialogDefaultDirectory(_:)`: compiles and writes nothing (a directory on the
    /// client's device, for the file dialogs it presents).
    ///
    /// ```swift
    /// VmlText("a").fileDialogDefaultDirectory(nil)   // <Text>a</Text>
    /// ```
    public consuming func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> VmlContent {
        vmlContent
    }
}
