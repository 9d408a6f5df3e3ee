/// One line of what each SwiftUI modifier, view or value type and static member does: the abstract
/// of its page in Apple's documentation (the catalog's `swiftui-api-abstracts.tsv`), by the name
/// `vml lsp`'s hover looks up. Read on the first look-up, never by `vml check`.
///
/// ```swift
/// SwiftUIAbstracts.table["VStack"]   // "A view that arranges its subviews in a vertical line."
/// ```
enum SwiftUIAbstracts {
    /// `padding`, `VStack`, `Font.title` → the abstract.
    static let table: [String: String] = {
        var table: [String: String] = [:]
        for line in lines.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            table[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return table
    }()
}
