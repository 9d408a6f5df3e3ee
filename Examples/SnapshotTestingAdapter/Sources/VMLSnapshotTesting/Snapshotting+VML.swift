import Foundation
import SnapshotTesting
import VML
import VMLTesting

extension Snapshotting where Value: VmlView, Format == String {
    /// Snapshots a view as its canonical pretty VML, in a `.vml` file; a mismatch names the
    /// first structural difference (`VStack[0] > Text[1]: modifier 2: padding(8) ≠ padding(12)`)
    /// before the line diff.
    ///
    /// ```swift
    /// assertSnapshot(of: HomeScreen(), as: .vml)
    /// // __Snapshots__/HomeTests/home.1.vml
    /// ```
    ///
    /// A view that cannot be written (a bad custom name, a non-finite number) snapshots as a
    /// one-line `<!-- cannot write VML: … -->` comment, which never matches a recorded tree.
    public static var vml: Snapshotting {
        Snapshotting(pathExtension: "vml", diffing: .vml) { view in
            do {
                return try view.renderVML()
            } catch {
                return "<!-- cannot write VML: \(error) -->\n"
            }
        }
    }
}

extension Diffing where Value == String {
    /// Compares VML texts (CRLF read as LF); a mismatch's message is
    /// ``VMLSnapshotMessage/mismatch(expected:actual:)``: the first structural difference, then
    /// a unified diff.
    ///
    /// ```swift
    /// Diffing<String>.vml.diffV2("<Spacer/>\n", "<Spacer/>\n")   // nil
    /// ```
    public static var vml: Diffing {
        Diffing.diff(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n") },
            diffV2: { expected, actual in
                VMLSnapshotMessage.mismatch(expected: expected, actual: actual).map { ($0, []) }
            }
        )
    }
}
