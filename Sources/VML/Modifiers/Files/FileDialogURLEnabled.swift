import Foundation

extension VmlView {
    /// SwiftUI's `fileDialogURLEnabled(_:)`: compiles and writes nothing (the predicate filters the
    /// client's files in the dialogs it presents; it is never evaluated).
    ///
    /// ```swift
    /// VmlText("a").fileDialogURLEnabled(#Predicate<URL> { $0.pathExtension == "txt" })   // <Text>a</Text>
    /// ```
    public consuming func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> VmlContent {
        vmlContent
    }
}
