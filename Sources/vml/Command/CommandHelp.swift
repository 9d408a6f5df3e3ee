/// Every help text `vml` prints, written from the subcommands' values in one place.
enum CommandHelp {
    /// `vml --help`: the commands and their summaries.
    static func overview(_ subcommands: [Subcommand]) -> String {
        var text = "USAGE: vml <command> [options]\n\nCOMMANDS:\n"
        for command in subcommands {
            text += "  " + command.name.padded(to: 10) + command.summary + "\n"
        }
        text += "  " + "help".padded(to: 10) + "Show a command's options: vml help <command>\n"
        text += "\nOPTIONS:\n  --version   Print the version of vml.\n  -h, --help  Show this help.\n"
        text += "\nRun 'vml help <command>' (or 'vml <command> --help') for a command's options.\n"
        return text
    }

    /// `vml help NAME` and `vml NAME --help`: the usage line, the discussion, the options and the
    /// exit status.
    static func usage(_ command: Subcommand) -> String {
        var text = "USAGE: \(command.synopsis)\n\n\(command.discussion)\n\nOPTIONS:\n"
        for option in command.options + [Flag.help.declaration] {
            var head = "--\(option.name)"
            if let value = option.valueName { head += " \(value)" }
            if let short = option.shortName { head = "-\(short), " + head }
            let lines = wrap(option.help, width: 64)
            if head.count <= 18 {
                text += "  " + head.padded(to: 19) + (lines.first ?? "") + "\n"
                for line in lines.dropFirst() { text += String(repeating: " ", count: 21) + line + "\n" }
            } else {
                text += "  " + head + "\n"
                for line in lines { text += String(repeating: " ", count: 21) + line + "\n" }
            }
        }
        text += "\nEXIT STATUS: \(command.exitStatus)\n"
        return text
    }

    /// `text` broken at spaces into lines of at most `width` characters (longer words stay whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    /// The string padded with spaces to `length` characters (one space added when longer).
    func padded(to length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
