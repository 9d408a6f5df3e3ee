/// The exit statuses every `vml` subcommand uses (Docs/Command.md, "Exit status").
enum ExitStatus {
    /// Everything went well: no errors, the files are canonical, the trees are the same.
    static let success: Int32 = 0
    /// The input has errors, `fmt --check` found files to change, or `diff` found a difference.
    static let failure: Int32 = 1
    /// The command line itself is wrong (or, for `diff`, an input cannot be read or parsed).
    static let usage: Int32 = 2
}
