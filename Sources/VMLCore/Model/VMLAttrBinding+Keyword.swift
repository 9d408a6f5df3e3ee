extension VMLAttrBinding {
    /// `attr`, the word that spells a binding in a style (`attr(title)`): no modifier and no call
    /// may have this name, since it would read back as a binding.
    ///
    /// ```swift
    /// VMLAttrBinding.keyword   // "attr"
    /// ```
    public static let keyword = "attr"

    /// The one wording for `attr(…)` where a modifier goes, with what to write instead;
    /// `written` is the call as written. The parser reports it for such a style, and the
    /// serializer for a modifier named `attr` in a tree.
    ///
    /// ```swift
    /// VMLAttrBinding.notAModifier("attr(title)")
    /// // attr(title) is not a modifier: attr(…) binds an attribute into a modifier's argument, so write it inside the modifier that takes the value, as in style="navigationTitle(attr(title))"
    /// ```
    public static func notAModifier(_ written: String) -> String {
        "\(written) is not a modifier: attr(…) binds an attribute into a modifier's argument, so write it inside the modifier that takes the value, as in style=\"navigationTitle(\(written))\""
    }
}
