/// An option that takes a value, `--max-lines N`, declared once as a typed value: its spelling, its
/// help, its value when it is not given, and how the text given becomes a `Value`.
///
/// A subcommand reads it as `try arguments[Self.maximumLines]`; a text of the wrong form is the
/// usage error `--NAME takes EXPECTED; found 'TEXT'` (``UsageError/invalidValue(option:expected:found:)``).
struct Option<Value: Sendable>: DeclaredOption {
    /// Why a text is not a value: what the option takes instead (`a whole number, such as 3`).
    struct Invalid: Error {
        var expected: String
    }

    let declaration: CommandOption
    /// The value when the option is not given.
    let absent: Value
    /// The value the text given stands for, or what was expected instead.
    let parse: @Sendable (String) -> Result<Value, Invalid>
}

extension Option {
    /// `--NAME VALUE`, one of the texts `parse` accepts (`Format(rawValue:)`); `default` when not
    /// given.
    static func choice(
        _ name: String, _ valueName: String, default: Value, expected: String, help: String,
        _ parse: @escaping @Sendable (String) -> Value?
    ) -> Option {
        Option(declaration: CommandOption(name: name, valueName: valueName, help: help), absent: `default`) { text in
            parse(text).map { .success($0) } ?? .failure(Invalid(expected: expected))
        }
    }

    /// `--NAME VALUE`, one of the texts `parse` accepts (`VMLPreviewDevice(named:)`); `nil` when
    /// not given.
    static func choice<Wrapped: Sendable>(
        _ name: String, _ valueName: String, expected: String, help: String, _ parse: @escaping @Sendable (String) -> Wrapped?
    ) -> Option where Value == Wrapped? {
        Option(declaration: CommandOption(name: name, valueName: valueName, help: help), absent: nil) { text in
            parse(text).map { .success($0) } ?? .failure(Invalid(expected: expected))
        }
    }
}

extension Option where Value == String? {
    /// `--NAME TEXT` (and `-SHORT TEXT`), taken as written; `nil` when not given.
    static func text(_ name: String, _ valueName: String, short: Character? = nil, help: String) -> Option {
        Option(declaration: CommandOption(name: name, valueName: valueName, help: help, shortName: short), absent: nil) { .success($0) }
    }
}

extension Option where Value == Int {
    /// `--NAME N`, a whole number of at least 1; `default` when not given.
    static func positiveInteger(_ name: String, default: Int, example: String, help: String) -> Option {
        Option(declaration: CommandOption(name: name, valueName: "N", help: help), absent: `default`) { text in
            guard let number = wholeNumber(text), number > 0 else {
                return .failure(Invalid(expected: "a number greater than 0, such as \(example)"))
            }
            return .success(number)
        }
    }

    /// `--NAME N`, a whole number of at least 0; `default` when not given.
    static func nonNegativeInteger(_ name: String, default: Int, example: String, help: String) -> Option {
        Option(declaration: CommandOption(name: name, valueName: "N", help: help), absent: `default`) { text in
            wholeNumber(text).map { .success($0) } ?? .failure(Invalid(expected: "a whole number, such as \(example)"))
        }
    }

    /// The same option, refusing a number above `maximum` with `expected`.
    func atMost(_ maximum: Int, expected: String) -> Option {
        let parse = self.parse
        return Option(declaration: declaration, absent: absent) { text in
            parse(text).flatMap { $0 <= maximum ? .success($0) : .failure(Invalid(expected: expected)) }
        }
    }

    /// `text` as a number when it is only ASCII digits and fits an `Int`.
    private static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}
