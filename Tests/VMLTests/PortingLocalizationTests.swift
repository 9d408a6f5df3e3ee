import Testing
import VML

/// Text and localization: keys translate and dates and numbers format for the rendering context;
/// without one, keys are written as text.
@Suite struct PortingLocalizationTests {
    static let paris = TimeZone(identifier: "Europe/Paris") ?? .gmt
    static let date = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z

    static let catalog = Data(
        #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Settings" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } } } },
            "Hello, %@!" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, %@ !" } } } },
            "%lld tasks" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld tâches" } } } },
            "Untranslated" : { }
          },
          "version" : "1.0"
        }
        """#.utf8)

    static func french() throws -> VmlRenderContext {
        VmlRenderContext(
            locale: Locale(identifier: "fr_FR"), timeZone: paris, strings: try VmlStringTable(xcstrings: catalog, language: "fr-CA"),
            tables: ["Settings": VmlStringTable(["Title": "Préférences"])], now: date.addingTimeInterval(7_200))
    }

    struct Greeting: VmlView {
        let name: String
        let count: Int
        var body: some VmlView {
            VmlVStack {
                VmlText("Settings", comment: "Screen title")
                VmlText("Hello, \(name)!")
                VmlText("\(count) tasks")
                VmlText("Title", tableName: "Settings", bundle: .main, comment: "Settings title")
                VmlText("Untranslated")
                VmlText(name)
                VmlText("100% done")
            }
        }
    }

    @Test func withoutAContextKeysAreWrittenAsText() throws {
        #expect(
            try Greeting(name: "Ada", count: 3).renderVML(.compact)
                == "<VStack><Text>Settings</Text><Text>Hello, Ada!</Text><Text>3 tasks</Text><Text>Title</Text><Text>Untranslated</Text><Text>Ada</Text><Text>100% done</Text></VStack>"
        )
    }

    @Test func keysTranslateInTheContext() throws {
        #expect(
            try Greeting(name: "Ada", count: 3).renderVML(.compact, in: Self.french())
                == "<VStack><Text>Réglages</Text><Text>Bonjour, Ada !</Text><Text>3 tâches</Text><Text>Préférences</Text><Text>Untranslated</Text><Text>Ada</Text><Text>100% done</Text></VStack>"
        )
    }

    @Test func stringValuesAreNotKeys() throws {
        let settings = "Settings"
        #expect(try Self.french().apply { try VmlText(settings).renderVML(.compact) } == "<Text>Settings</Text>")
        #expect(try Self.french().apply { try VmlText(verbatim: "Settings").renderVML(.compact) } == "<Text>Settings</Text>")
        #expect(try Self.french().apply { try VmlText("Settings").renderVML(.compact) } == "<Text>Réglages</Text>")
    }

    @Test func interpolatedKeys() {
        let name = "Ada"
        let key: VmlLocalizedStringKey = "Hello, \(name)! \(3) tasks, \(0.5) done, 100%"
        #expect(key.key == "Hello, %@! %lld tasks, %lf done, 100%%")
        #expect(VmlText(key).text == "Hello, Ada! 3 tasks, 0.500000 done, 100%")
        let positional = VmlRenderContext(locale: Locale(identifier: "de_DE"), strings: VmlStringTable(["%@ has %lld": "%2$lld für %1$@"]))
        #expect(positional.apply { VmlText("\(name) has \(2)").text } == "2 für Ada")
        // Each value by its position, the first and the later ones; a position past the last
        // value is written as it stands.
        let reordered = VmlRenderContext(
            locale: Locale(identifier: "en_US"), strings: VmlStringTable(["%@, %@ and %lld": "%3$lld: %2$@, %1$@ (%4$@)"]))
        #expect(reordered.apply { VmlText("\(name), \("Bo") and \(3)").text } == "3: Bo, Ada (%4$@)")
    }

    /// A `Text` whose key no table translates shows the text made while interpolating: the same
    /// text the key's own format gives with its values put in.
    @Test func interpolatedKeysWithoutATranslationShowTheirValues() {
        let name = "Ada"
        let count: Int8 = -3
        let key: VmlLocalizedStringKey = "\(name): \(7) of \(count), \(UInt64.max) max, \(VmlText(verbatim: "x")) 50%"
        #expect(key.key == "%@: %lld of %lld, %lld max, %@ 50%%")
        #expect(VmlText(key).text == "Ada: 7 of -3, 9223372036854775807 max, x 50%")
        let noEntry = VmlRenderContext(locale: Locale(identifier: "fr_FR"), strings: VmlStringTable(["Other": "Autre"]))
        #expect(
            noEntry.apply { VmlText("\(name): \(7) of \(count), \(UInt64.max) max, \(VmlText(verbatim: "x")) 50%").text }
                == VmlText(key).text)
        // A floating-point value is formatted for the locale, so its text is not made beforehand.
        #expect(noEntry.apply { VmlText("\(name) \(0.5)").text } == "Ada 0,500000")
        #expect(VmlText("\(name) \(0.5)").text == "Ada 0.500000")
    }

    /// A key with interpolated values: its key and the text it shows without a table, at the
    /// lengths where both are joined in a string's own words (at most 15 ASCII bytes) and past
    /// them, with `%` in literals, letters that are not ASCII and the extreme integers.
    struct InterpolationCase: Sendable, CustomTestStringConvertible {
        let make: @Sendable () -> VmlLocalizedStringKey
        let key: String
        let text: String
        let sourceLocation: SourceLocation

        init(
            _ make: @escaping @Sendable () -> VmlLocalizedStringKey, key: String, text: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            self.make = make
            self.key = key
            self.text = text
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { text }
    }

    static let interpolationCases: [InterpolationCase] = [
        InterpolationCase({ "Row \(7)" }, key: "Row %lld", text: "Row 7"),
        InterpolationCase({ "\(-42)" }, key: "%lld", text: "-42"),
        InterpolationCase({ "Row number \(123)" }, key: "Row number %lld", text: "Row number 123"),  // a key of 15 bytes
        InterpolationCase({ "Rows in all: \(99)" }, key: "Rows in all: %lld", text: "Rows in all: 99"),  // a text of 15
        InterpolationCase({ "Rows in all: \(100)" }, key: "Rows in all: %lld", text: "Rows in all: 100"),  // 16
        InterpolationCase({ "\(999_999_999_999_999)" }, key: "%lld", text: "999999999999999"),
        InterpolationCase({ "\(-99_999_999_999_999)" }, key: "%lld", text: "-99999999999999"),
        InterpolationCase({ "\(Int.min)" }, key: "%lld", text: "-9223372036854775808"),
        InterpolationCase({ "\(Int.max)!" }, key: "%lld!", text: "9223372036854775807!"),
        InterpolationCase({ "\(Int8(-5)) of \(UInt16(7))" }, key: "%lld of %lld", text: "-5 of 7"),
        InterpolationCase({ "100% \(1)" }, key: "100%% %lld", text: "100% 1"),
        InterpolationCase({ "\(1)% done" }, key: "%lld%% done", text: "1% done"),
        InterpolationCase({ "a\(1)b\(2)c\(3)" }, key: "a%lldb%lldc%lld", text: "a1b2c3"),
        InterpolationCase({ "Café \(2)" }, key: "Café %lld", text: "Café 2"),
        InterpolationCase({ "\("x")\(1)\("y")" }, key: "%@%lld%@", text: "x1y"),
        InterpolationCase(
            { "A literal longer than fifteen bytes: \(3)" }, key: "A literal longer than fifteen bytes: %lld",
            text: "A literal longer than fifteen bytes: 3"),
    ]

    @Test(arguments: interpolationCases)
    func interpolatedKeysAndTheirTexts(_ example: InterpolationCase) throws {
        let key = example.make()
        #expect(key.key == example.key, sourceLocation: example.sourceLocation)
        #expect(VmlText(key).text == example.text, sourceLocation: example.sourceLocation)
        #expect(try VmlText(key).renderVML(.compact) == "<Text>\(example.text)</Text>", sourceLocation: example.sourceLocation)
        // The same text as the key's format gives with its values put in, when a table has no
        // entry for it.
        let noEntry = VmlRenderContext(locale: Locale(identifier: "en_US"), strings: VmlStringTable(["Other": "Autre"]))
        #expect(noEntry.apply { VmlText(example.make()).text } == example.text, sourceLocation: example.sourceLocation)
    }

    @Test func datesAndNumbersFormatForTheContext() throws {
        let context = try Self.french()
        let english = VmlRenderContext(locale: Locale(identifier: "en_US"), timeZone: Self.paris, now: Self.date)
        #expect(VmlText(Self.date, style: .date).text == "January 15, 2027")
        #expect(VmlText(Self.date, style: .time).text == "8:00\u{202F}AM")
        #expect(context.apply { VmlText(Self.date, style: .date).text } == "15 janvier 2027")
        #expect(context.apply { VmlText(Self.date, style: .time).text } == "9:00")
        #expect(context.apply { VmlText(Self.date, style: .relative).text } == "il y a 2 heures")
        #expect(english.apply { VmlText(Self.date.addingTimeInterval(86_400 * 3), style: .relative).text } == "in 3 days")
        #expect(VmlText(1234.5, format: .number).text == "1,234.5")
        #expect(VmlText(9.99, format: .currency(code: "USD")).text == "$9.99")
        #expect(context.apply { VmlText(1234.5, format: .number).text } == "1\u{202F}234,5")
        #expect(context.apply { VmlText(42, format: .number).text } == "42")
        #expect(english.apply { VmlText(0.25, format: .percent).text } == "25%")
        #expect(english.apply { VmlText(Self.date, format: .dateTime.year().month().day()).text } == "Jan 15, 2027")
        #expect(english.apply { VmlText(Self.date, format: .dateTime.hour().minute()).text } == "9:00\u{202F}AM")
    }

    @Test func aCatalogReadsOneLanguage() throws {
        let table = try VmlStringTable(xcstrings: Self.catalog, language: "fr")
        #expect(table.translations == ["Settings": "Réglages", "Hello, %@!": "Bonjour, %@ !", "%lld tasks": "%lld tâches"])
        #expect(try VmlStringTable(xcstrings: Self.catalog, language: "de").translations.isEmpty)
    }
}
