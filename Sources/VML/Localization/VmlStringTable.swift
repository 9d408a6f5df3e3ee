/// Translations for one language: key → text, from a dictionary or a String Catalog (`.xcstrings`).
///
/// ```swift
/// let french = VmlStringTable(["Settings": "Réglages", "Hello, %@!": "Bonjour, %@ !"])
/// let catalog = try VmlStringTable(xcstrings: data, language: "fr")
/// ```
public struct VmlStringTable: Hashable, Sendable {
    /// Key → translated text (a format when the key has specifiers).
    public var translations: [String: String]

    /// A table from a dictionary.
    public init(_ translations: [String: String]) {
        self.translations = translations
    }

    /// A table read from a String Catalog's JSON for `language` (`"fr"`, `"pt-BR"`): each key's
    /// `stringUnit` value for that language, or for its language code (`"pt"`) when the catalog has
    /// no entry for the region. Keys without a translation are left out (and written as the key).
    /// Plural and device variations are not read.
    public init(xcstrings data: Data, language: String) throws {
        let catalog = try JSONDecoder().decode(StringCatalog.self, from: data)
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
        var translations: [String: String] = [:]
        for (key, entry) in catalog.strings {
            let localizations = entry.localizations ?? [:]
            if let value = (localizations[language] ?? localizations[code])?.stringUnit?.value {
                translations[key] = value
            }
        }
        self.translations = translations
    }

    /// A table read from a String Catalog file for `language`.
    public init(contentsOf url: URL, language: String) throws {
        try self.init(xcstrings: Data(contentsOf: url), language: language)
    }
}

/// The parts of a String Catalog (`.xcstrings`) the table reads.
private struct StringCatalog: Decodable {
    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    struct Localization: Decodable {
        var stringUnit: StringUnit?
    }

    struct StringUnit: Decodable {
        var value: String
    }

    var strings: [String: Entry]
}
