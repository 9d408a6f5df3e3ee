import Foundation

/// Quotes a word for a POSIX shell, so printed commands can be pasted as they are.
enum ShellQuoting {
    /// `word` unchanged when it is only safe characters, else in single quotes.
    static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "/._-+=:,@%".unicodeScalars.contains($0)
        }
        if safe, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
