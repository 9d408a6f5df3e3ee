/// The exit statuses every `vml` command uses.
enum ExitStatus {
    /// Everything went well.
    static let success: Int32 = 0
    /// The input has errors (or `--check` found files to change).
    static let failure: Int32 = 1
    /// The command line itself is wrong.
    static let usage: Int32 = 2
}
