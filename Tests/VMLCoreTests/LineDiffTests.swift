import Testing
import VMLCore

/// `VMLLineDiff.unified`: hunks, context, caps and line endings.
@Suite struct LineDiffTests {
    @Test func equalTextsGiveNothing() {
        #expect(VMLLineDiff.unified(from: "a\nb\n", to: "a\nb\n") == "")
        #expect(VMLLineDiff.unified(from: "a\r\nb\r\n", to: "a\nb\n") == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            VMLLineDiff.unified(from: old, to: new, contextLines: 2) == """
                --- expected
                +++ actual
                @@ -3,5 +3,5 @@
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7

                """)
    }

    @Test func farApartChangesMakeTwoHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(of: "\n19\n", with: "\nS\n")
        let diff = VMLLineDiff.unified(from: old, to: new, oldLabel: "a", newLabel: "b", contextLines: 1)
        #expect(
            diff == """
                --- a
                +++ b
                @@ -1,3 +1,3 @@
                 1
                -2
                +B
                 3
                @@ -18,3 +18,3 @@
                 18
                -19
                +S
                 20

                """)
    }

    @Test func insertionIntoEmptyAndMissingFinalNewline() {
        #expect(
            VMLLineDiff.unified(from: "", to: "x\n") == """
                --- expected
                +++ actual
                @@ -0,0 +1,1 @@
                +x

                """)
        #expect(
            VMLLineDiff.unified(from: "x\n", to: "x") == """
                --- expected
                +++ actual
                @@ -1,1 +1,1 @@
                -x
                +x
                \\ No newline at end of file

                """)
    }

    /// Distant changes in long texts go through the patience alignment and stay two small hunks.
    @Test func distantChangesInLongTexts() {
        let old = (0..<2000).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 3\n", with: "").replacingOccurrences(of: "line 1990\n", with: "line 1990\nadded\n")
        let diff = VMLLineDiff.unified(from: old, to: new, contextLines: 0)
        #expect(diff == "--- expected\n+++ actual\n@@ -4,1 +3,0 @@\n-line 3\n@@ -1991,0 +1991,1 @@\n+added\n")
    }

    @Test func longDiffsAreCapped() {
        let old = (0..<1000).map { "a\($0)\n" }.joined()
        let new = (0..<1000).map { "b\($0)\n" }.joined()
        let diff = VMLLineDiff.unified(from: old, to: new, maximumLines: 20)
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 20)
        #expect(lines.last == "… 1984 more lines")
    }
}
