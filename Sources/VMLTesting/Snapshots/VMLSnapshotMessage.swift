import VMLCore
import VMLParser

/// The text of a snapshot mismatch, one home for every assertion and adapter: the first
/// structural difference as a node path, then a unified diff of the two texts.
///
/// ```swift
/// VMLSnapshotMessage.mismatch(expected: "<Text style=\"padding(8)\">Hi</Text>\n",
///                             actual: "<Text style=\"padding(12)\">Hi</Text>\n")
/// // Text[0]: modifier 0: padding(8) ≠ padding(12)
/// // --- expected
/// // +++ actual
/// // @@ -1,1 +1,1 @@
/// // -<Text style="padding(8)">Hi</Text>
/// // +<Text style="padding(12)">Hi</Text>
/// ```
public enum VMLSnapshotMessage {
    /// Unchanged lines shown around each change in the diff.
    public static let contextLines = 3
    /// The most lines of diff shown.
    public static let maximumDiffLines = 60

    /// What differs between two VML texts, or `nil` when they are equal.
    ///
    /// The first line names the first structural difference (and how many there are), or says
    /// which text does not parse and where; the unified diff follows.
    ///
    /// ```swift
    /// VMLSnapshotMessage.mismatch(expected: "<Spacer/>\n", actual: "<Spacer/>\n")   // nil
    /// ```
    public static func mismatch(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let diff = VMLLineDiff.unified(
            from: expected, to: actual, contextLines: contextLines, maximumLines: maximumDiffLines)
        return firstDifference(expected: expected, actual: actual) + "\n" + diff
    }

    /// The line that names the first structural difference.
    static func firstDifference(expected: String, actual: String) -> String {
        let parser = VMLParser()
        let old: VMLDocument
        let new: VMLDocument
        do {
            old = try parser.parse(expected)
        } catch {
            return "the expected text does not parse: \(error.location): \(error.message)"
        }
        do {
            new = try parser.parse(actual)
        } catch {
            return "the actual text does not parse: \(error.location): \(error.message)"
        }
        let differences = VMLTreeDiff.differences(from: old.canonicalized(), to: new.canonicalized(), maximumCount: 1000)
        guard let first = differences.first else {
            return "the trees are equal; the texts differ in layout (not canonical?)"
        }
        let count = differences.count >= 1000 ? "1000 or more" : "\(differences.count)"
        return differences.count == 1 ? first.description : "\(first.description) (first of \(count) differences)"
    }
}
