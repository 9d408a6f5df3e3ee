import Foundation
import VML
import VMLParser

/// Asserts that a tree survives writing and reading: in both layouts,
/// `parse(serialize(x)) == canonicalize(x)`, and writing the parsed tree gives the same text
/// again (the text is a fixed point).
///
/// ```swift
/// assertVmlRoundTrip(VmlVStack { VmlText("Hi") }.padding(8))
/// ```
///
/// A parse error is reported at its line and column in the written text, a difference as the
/// first structural difference and a diff.
public func assertVmlRoundTrip(
    _ view: some VmlView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    RoundTrip.check(
        VMLDocument(view.vmlNodes), at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a list of nodes survives writing and reading; see
/// the view overload of `assertVmlRoundTrip(_:)`.
///
/// ```swift
/// assertVmlRoundTrip([VMLNode.element("Text", children: ["a < b"])])
/// ```
public func assertVmlRoundTrip(
    _ nodes: [VMLNode],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    RoundTrip.check(VMLDocument(nodes), at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that VML text parses (errors at line and column) and that its tree survives writing
/// and reading; see the view overload of `assertVmlRoundTrip(_:)`.
///
/// ```swift
/// assertVmlRoundTrip(markup: "<VStack><Text>Hi</Text></VStack>")
/// ```
public func assertVmlRoundTrip(
    markup: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        RoundTrip.check(try VMLParser().parse(markup), at: location)
    } catch {
        FailureReporter.fail("the markup does not parse: \(error.location): \(error.message)", at: location)
    }
}

/// Asserts that a fixture file parses (errors as `path:line:column`) and that its tree survives
/// writing and reading.
///
/// ```swift
/// assertVmlRoundTrip(fileAt: "Tests/Fixtures/home.vml")
/// ```
public func assertVmlRoundTrip(
    fileAt path: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let bytes: [UInt8]
    do {
        bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
        FailureReporter.fail("cannot read \(path): \(error.localizedDescription)", at: location)
        return
    }
    do {
        RoundTrip.check(try VMLParser().parse(bytes), at: location, source: path)
    } catch {
        FailureReporter.fail("\(path):\(error.location): \(error.message)", at: location)
    }
}

private enum RoundTrip {
    static func check(_ document: VMLDocument, at location: TestLocation, source: String? = nil) {
        let prefix = source.map { "\($0): " } ?? ""
        let canonical = document.canonicalized()
        for format in VMLFormat.allCases {
            let text: String
            do {
                text = try VMLSerializer(format: format).serialize(document)
            } catch {
                FailureReporter.fail("\(prefix)the tree cannot be written as VML (\(format)): \(error)", at: location)
                return
            }
            let parsed: VMLDocument
            do {
                parsed = try VMLParser().parse(text)
            } catch {
                FailureReporter.fail(
                    "\(prefix)the \(format) text does not parse back: \(error.location): \(error.message)", at: location)
                return
            }
            if let difference = VMLTreeDiff.differences(from: canonical, to: parsed, maximumCount: 1).first {
                FailureReporter.fail(
                    "\(prefix)parse(serialize(x)) ≠ canonicalize(x) in the \(format) layout: \(difference)", at: location)
                return
            }
            guard let again = try? VMLSerializer(format: format).serialize(parsed) else {
                FailureReporter.fail("\(prefix)the parsed tree cannot be written again (\(format))", at: location)
                return
            }
            if let mismatch = VMLSnapshotMessage.mismatch(expected: text, actual: again) {
                FailureReporter.fail(
                    "\(prefix)the \(format) text is not a fixed point (writing the parsed tree differs): \(mismatch)",
                    at: location)
                return
            }
        }
    }
}
