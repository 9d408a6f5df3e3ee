extension VmlTypesettingLanguage {
    /// A language to lay text out for, given explicitly: `.explicit(Locale.Language(identifier: "ar"))`.
    ///
    /// ```swift
    /// try VmlTypesettingLanguage.explicit(Locale.Language(identifier: "ar")).expression.canonicalText()
    /// // .explicit(Locale.Language(identifier: "ar"))
    /// ```
    public static func explicit(_ language: Locale.Language) -> VmlTypesettingLanguage {
        let identifier = VMLExpression.call("Locale.Language", .labeled("identifier", .string(language.minimalIdentifier)))
        return VmlTypesettingLanguage(expression: .member("explicit", VMLArgument(identifier)))
    }
}
