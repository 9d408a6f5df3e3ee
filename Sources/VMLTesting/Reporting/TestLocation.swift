/// Where an assertion was written, for the failure: the caller's `#fileID`, `#filePath`,
/// `#line` and `#column`.
struct TestLocation: Sendable {
    let fileIDLiteral: StaticString
    let filePathLiteral: StaticString
    let line: UInt
    let column: UInt

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileIDLiteral = fileID
        self.filePathLiteral = filePath
        self.line = line
        self.column = column
    }

    var fileID: String { "\(fileIDLiteral)" }
    var filePath: String { "\(filePathLiteral)" }

    /// The test file's name without its extension, which names its snapshot folder.
    var fileName: String {
        let last = filePath.split(separator: "/").last.map(String.init) ?? filePath
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// The folder holding the test file.
    var directory: String {
        guard let slash = filePath.lastIndex(of: "/") else { return "." }
        return slash == filePath.startIndex ? "/" : String(filePath[..<slash])
    }
}
