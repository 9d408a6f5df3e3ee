extension VmlLocalizedStringKey {
    /// A title SwiftUI types as `LocalizedStringKey` (a control's title, `navigationTitle`,
    /// `searchable`'s prompt, an alert's title, an accessibility label): looked up as a key in the
    /// rendering context's table, as SwiftUI looks up a literal title; as is without a context.
    /// The one rule for every such title, an element's or a modifier's.
    static func localizedTitle(_ title: String) -> String {
        VmlLocalizedStringKey(title).resolved(tableName: nil, in: VmlRenderContext.current)
    }
}

extension ModifierArguments {
    /// Adds a title SwiftUI types as `LocalizedStringKey`: a string is translated
    /// (``VmlLocalizedStringKey/localizedTitle(_:)``); a `VmlText` (translated when it was built) and
    /// any other value (`.attr(…)`) are written as they are.
    mutating func add(_ label: StaticString?, title: any VmlStringArgument) {
        let expression = title.vmlExpression
        if case .string(let key) = expression, !(title is VmlText) {
            add(label, expression: .string(VmlLocalizedStringKey.localizedTitle(key)))
        } else {
            add(label, expression: expression)
        }
    }
}
