extension VmlText {
    /// How `VmlText(_:style:)` shows a date (SwiftUI's `Text.DateStyle`).
    public enum DateStyle: Hashable, Sendable {
        /// The date: `June 3, 2026` (long date, no time).
        case date
        /// The time: `9:41 AM` (short time).
        case time
        /// The time from the context's `now` to the date: `in 2 hours`, `3 days ago`.
        case relative
    }

    /// A date formatted on the server for the rendering context's locale and time zone (SwiftUI's
    /// `Text(_:style:)`); without a context, `en_US` in GMT.
    ///
    /// ```swift
    /// VmlText(Date(timeIntervalSince1970: 0), style: .date)   // <Text>January 1, 1970</Text>
    /// ```
    /// SwiftUI updates `.relative` text as time passes; the server writes it once.
    public init(_ date: Date, style: DateStyle) {
        let context = VmlRenderContext.current
        let locale = context?.locale ?? VmlRenderContext.fallbackLocale
        let timeZone = context?.timeZone ?? .gmt
        switch style {
        case .date:
            self.init(date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone)))
        case .time:
            self.init(date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone)))
        case .relative:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let relative = Date.AnchoredRelativeFormatStyle(
                anchor: date, presentation: .numeric, unitsStyle: .wide, locale: locale, calendar: calendar)
            self.init(relative.format(context?.now ?? Date()))
        }
    }

    /// A value formatted on the server with a format style (SwiftUI's `Text(_:format:)`), for the
    /// rendering context's locale (and, for dates, its time zone); without a context, `en_US`
    /// in GMT.
    ///
    /// ```swift
    /// VmlText(1234.5, format: .number)                     // <Text>1,234.5</Text>
    /// VmlText(9.99, format: .currency(code: "USD"))        // <Text>$9.99</Text>
    /// VmlText(0.25, format: .percent)                      // <Text>25%</Text>
    /// VmlText(date, format: .dateTime.year().month())      // <Text>Jan 1970</Text>
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(Self.formatted(input, format: format))
    }

    /// `input` formatted for the rendering context's locale and time zone (`en_US` in GMT
    /// without one): the one place the DSL formats values, for `Text` and `TextField` alike.
    static func formatted<F: FormatStyle>(_ input: F.FormatInput, format: F) -> String where F.FormatOutput == String {
        let context = VmlRenderContext.current
        let locale = context?.locale ?? VmlRenderContext.fallbackLocale
        if var dateStyle = format as? Date.FormatStyle, let date = input as? Date {
            dateStyle.timeZone = context?.timeZone ?? .gmt
            return dateStyle.locale(locale).format(date)
        }
        return format.locale(locale).format(input)
    }
}

extension VmlText {
    /// A control's title (`VmlButton("Save")`, `VmlToggle("Wi-Fi", …)`): looked up as a key in the
    /// rendering context's table, as SwiftUI looks up a literal title; written as is without one.
    init(titleKey title: String) {
        self.init(verbatim: VmlLocalizedStringKey.localizedTitle(title))
    }
}

extension VmlText.DateStyle {
    /// SwiftUI's `Text.DateStyle.offset`, refused at compile time: the text counts on the client.
    ///
    /// ```swift
    /// VmlText(date, style: .offset)
    /// // error: 'offset' is unavailable: an offset counts on the client as time passes: write VmlText(date, style: .relative), written once
    /// ```
    @available(
        *, unavailable, message: "an offset counts on the client as time passes: write VmlText(date, style: .relative), written once"
    )
    public static var offset: Self { .relative }

    /// SwiftUI's `Text.DateStyle.timer`, refused at compile time: the text counts on the client.
    ///
    /// ```swift
    /// VmlText(date, style: .timer)
    /// // error: 'timer' is unavailable: a timer counts on the client: write VmlText(timerInterval:pauseTime:countsDown:showsHours:)
    /// ```
    @available(*, unavailable, message: "a timer counts on the client: write VmlText(timerInterval:pauseTime:countsDown:showsHours:)")
    public static var timer: Self { .relative }
}
