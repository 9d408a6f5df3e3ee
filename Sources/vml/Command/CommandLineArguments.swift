import Synchronization

/// A subcommand's arguments split into flags, options and operands, by hand (no dependencies):
/// what a ``ParsableSubcommand``'s `init(parsing:)` reads its typed properties from, each through
/// its declaration (`arguments[Self.strict]`, `try arguments[Self.maximumLines]`).
///
/// Flags are `--name` words the command declares (plus `-h`/`--help`); options are `--name VALUE`
/// or `--name=VALUE` for the options it declares (or `-x VALUE` for one with a short name); `--`
/// ends the flags; a lone `-` is an operand (standard input).
struct CommandLineArguments {
    /// The flags given, without their dashes (`compact` for `--compact`).
    private var flags: Set<String> = []
    /// The options' texts given, by name without dashes; the last one wins when repeated.
    private var options: [String: String] = [:]
    /// The operands (usually file names), in order.
    private(set) var operands: [String] = []
    /// The names of the flags and options the command declares.
    let declaredNames: Set<String>
    /// The names of the flags and options read so far (a test checks that each command reads
    /// exactly the ones it declares).
    private let reads = ReadNames()

    /// Whether `-h` or `--help` was given.
    var wantsHelp: Bool { flags.contains(Flag.help.name) }

    /// The names of the flags and options read so far, declared or not.
    var namesRead: Set<String> { reads.names }

    /// Splits `arguments` using the flags and options of `declared` (and `-h`/`--help`).
    init(_ arguments: [String], declared: [CommandOption]) throws(CommandError) {
        declaredNames = Set(declared.map(\.name))
        let all = declared + [Flag.help.declaration]
        let long = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let short = Dictionary(
            all.compactMap { option in option.shortName.map { ("-" + String($0), option) } }, uniquingKeysWith: { first, _ in first })
        var flagsEnded = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            let option: CommandOption
            if let found = short[argument] {
                option = found
            } else if argument.hasPrefix("--") {
                let word = argument.dropFirst(2)
                if let equals = word.firstIndex(of: "="), let found = long[String(word[..<equals])], found.valueName != nil {
                    options[found.name] = String(word[word.index(after: equals)...])
                    continue
                }
                guard let found = long[String(word)] else { throw .usage(.unknownOption(argument)) }
                option = found
            } else {
                throw .usage(.unknownOption(argument))
            }
            guard option.valueName != nil else {
                flags.insert(option.name)
                continue
            }
            guard index < arguments.endIndex else {
                throw .usage(.missingValue(option: argument))
            }
            options[option.name] = arguments[index]
            index += 1
        }
    }

    /// Whether the flag was given.
    subscript(flag: Flag) -> Bool {
        reads.insert(flag.name)
        return flags.contains(flag.name)
    }

    /// The option's value: the text given, made a `Value`, or its value when not given; a usage
    /// error when the text has the wrong form.
    subscript<Value>(option: Option<Value>) -> Value {
        get throws(CommandError) {
            reads.insert(option.name)
            guard let text = options[option.name] else { return option.absent }
            switch option.parse(text) {
            case .success(let value):
                return value
            case .failure(let invalid):
                throw .usage(.invalidValue(option: option.name, expected: invalid.expected, found: text))
            }
        }
    }

    /// Whether the flag or option was given at all (to refuse one that another one must come with).
    func contains(_ option: any DeclaredOption) -> Bool {
        reads.insert(option.name)
        return flags.contains(option.name) || options[option.name] != nil
    }
}

/// The names a ``CommandLineArguments`` has read, shared by its copies.
private final class ReadNames: Sendable {
    private let storage = Mutex<Set<String>>([])

    var names: Set<String> { storage.withLock { $0 } }

    func insert(_ name: String) {
        storage.withLock { _ = $0.insert(name) }
    }
}
