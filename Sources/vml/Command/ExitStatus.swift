/// The status `vml` exits with (Docs/Command.md, "Exit status"), as a value: every subcommand
/// uses these three.
struct ExitStatus: RawRepresentable, Hashable, Sendable {
    /// The process's exit code.
    var rawValue: Int32

    /// Everything went well: no errors, the files are canonical, the trees are the same.
    static let success = ExitStatus(rawValue: 0)
    /// The input has errors, `fmt --check` found files to change, or `diff` found a difference.
    static let failure = ExitStatus(rawValue: 1)
    /// The command line itself is wrong (or, for `diff`, an input cannot be read or parsed).
    static let usage = ExitStatus(rawValue: 2)
}
