/// A mistake on a subcommand's command line, and the one home of its wording.
///
/// ``message`` is what follows `vml NAME: ` (``CommandDiagnostics/usage(_:command:)``).
enum UsageError: Equatable, Sendable {
    /// An argument starting with `-` that the command does not declare.
    case unknownOption(String)
    /// An option that takes a value was the last argument.
    case missingValue(option: String)
    /// An option's value has the wrong form: `--NAME takes EXPECTED; found 'VALUE'`.
    case invalidValue(option: String, expected: String, found: String)
    /// Two options that exclude each other were both given.
    case conflictingOptions(String, String)
    /// An option that only means something together with another one was given without it.
    case optionNeedsOption(String, needs: String)
    /// An option that applies to one kind of output was given with one that selects another.
    case optionDoesNotApply(String, appliesTo: String, notTo: String)
    /// A folder was named without `--recursive`.
    case folderNeedsRecursive(String)
    /// The command takes a fixed number of operands (`expected` says which) and got `found`.
    case operandCount(expected: String, found: Int)
    /// `--in-place` with standard input among the inputs.
    case inPlaceNeedsFiles
    /// Both of `diff`'s inputs are standard input.
    case twoStandardInputs
    /// `preview --serve` with standard input among the inputs.
    case serveNeedsFiles

    /// The message, without the `vml NAME: ` prefix.
    var message: String {
        switch self {
        case .unknownOption(let argument):
            "unknown option '\(argument)'"
        case .missingValue(let option):
            "the option '\(option)' needs a value"
        case .invalidValue(let option, let expected, let found):
            "--\(option) takes \(expected); found '\(found)'"
        case .conflictingOptions(let first, let second):
            "--\(first) and --\(second) cannot be used together"
        case .optionNeedsOption(let option, let needs):
            "--\(option) applies to --\(needs) only"
        case .optionDoesNotApply(let option, let appliesTo, let notTo):
            "--\(option) applies to \(appliesTo), not to --\(notTo)"
        case .folderNeedsRecursive(let operand):
            "'\(operand)' is a folder; pass --recursive to read the .vml files under it"
        case .operandCount(let expected, let found):
            "expected \(expected), found \(found)"
        case .inPlaceNeedsFiles:
            "--in-place needs files to rewrite, not standard input"
        case .twoStandardInputs:
            "only one of A and B can be standard input"
        case .serveNeedsFiles:
            "--serve watches files and folders, not standard input"
        }
    }
}
