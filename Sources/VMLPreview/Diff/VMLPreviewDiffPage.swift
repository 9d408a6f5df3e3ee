@_spi(VMLInternals) import VMLCore

/// One self-contained page that draws two versions of a screen side by side, as the preview draws
/// each, with the elements the structural diff (``VMLTreeDiff``) found different outlined: what
/// was removed in the old drawing, what was inserted in the new one, and what changed in both.
/// A legend, the differences and the unified text diff follow the drawings. No request of any
/// kind: each drawing is a preview page in an `iframe` of its own (`srcdoc`).
///
/// ```swift
/// let page = VMLPreviewDiffPage(
///     old: [.element("VStack", children: [.element("Text", style: [VMLModifier("padding", 8)], children: ["a"])])],
///     new: [.element("VStack", children: [.element("Image"), .element("Text", style: [VMLModifier("padding", 12)], children: ["a"])])])
/// page.outlines.map(\.description)
/// // ["new VStack[0] > Image[0]: inserted", "old VStack[0] > Text[0]: changed", "new VStack[0] > Text[1]: changed"]
/// ```
public struct VMLPreviewDiffPage: Hashable, Sendable {
    /// One outlined element: which drawing it is in, its node path there, and why.
    public struct Outline: Hashable, Sendable, CustomStringConvertible {
        /// Which drawing.
        public enum Side: String, Hashable, Sendable {
            /// The old version's drawing (on the left).
            case old
            /// The new version's drawing (on the right).
            case new
        }

        /// Why an element is outlined, each drawn in a style of its own.
        public enum Kind: String, Hashable, Sendable {
            /// Only in the old version: a solid red outline, in the old drawing.
            case removed
            /// Only in the new version: a solid green outline, in the new drawing.
            case inserted
            /// In both, with a name, attribute, modifier or text changed: a double orange outline, in both drawings.
            case changed
        }

        /// The drawing the element is in.
        public var side: Side
        /// The element's path in that drawing's document, as `data-vml-path` carries it.
        public var path: VMLNodePath
        /// Why it is outlined.
        public var kind: Kind

        /// Creates an outline.
        public init(side: Side, path: VMLNodePath, kind: Kind) {
            self.side = side
            self.path = path
            self.kind = kind
        }

        /// How a difference is outlined: a removed or inserted node as such, anything else as changed.
        static func kind(of difference: VMLDifference) -> Kind {
            switch difference.kind {
            case .nodeRemoved: .removed
            case .nodeInserted: .inserted
            default: .changed
            }
        }

        /// `new VStack[0] > Image[0]: inserted`.
        ///
        /// ```swift
        /// VMLPreviewDiffPage.Outline(side: .old, path: VMLNodePath([.init("Text", 0)]), kind: .removed).description
        /// // "old Text[0]: removed"
        /// ```
        public var description: String {
            "\(side.rawValue) \(path): \(kind.rawValue)"
        }
    }

    /// The page's UTF-8 bytes, as written.
    public var htmlBytes: [UInt8]
    /// The page, as a string.
    ///
    /// ```swift
    /// VMLPreviewDiffPage(old: [], new: []).html.hasPrefix("<!DOCTYPE html>")   // true
    /// ```
    public var html: String { String(decoding: htmlBytes, as: UTF8.self) }
    /// The structural differences, as ``VMLTreeDiff`` finds them between the canonical trees (at most
    /// `maximumDifferences`).
    public var differences: [VMLDifference]
    /// The outlined elements: one for each path of ``differences`` in the drawing it concerns (a
    /// changed element once in each drawing), each once, in document order of the differences.
    public var outlines: [Outline]

    /// The page for two versions of a document. Both are drawn in canonical form, the form the diff
    /// compares, so each difference's path is the path its element carries in the drawing.
    ///
    /// ```swift
    /// let page = VMLPreviewDiffPage(old: [.element("Text", children: ["a"])], new: [.element("Text", children: ["b"])],
    ///                               oldName: "before.vml", newName: "after.vml")
    /// page.differences.map(\.description)   // ["Text[0] > #text[0]: text \"a\" ≠ \"b\""]
    /// page.html.contains("before.vml → after.vml")   // true
    /// ```
    ///
    /// - Parameters:
    ///   - old: the version on the left.
    ///   - new: the version on the right.
    ///   - oldName: what the old version is called on the page (a file name).
    ///   - newName: what the new version is called on the page.
    ///   - options: the device and color scheme both are drawn with (their names and titles are ignored).
    ///   - maximumDifferences: the most differences listed and outlined; the rest are counted.
    public init(
        old: VMLDocument, new: VMLDocument, oldName: String = "old", newName: String = "new",
        options: VMLPreviewOptions = VMLPreviewOptions(), maximumDifferences: Int = 200
    ) {
        let oldTree = old.canonicalized()
        let newTree = new.canonicalized()
        let found = VMLTreeDiff.differencesWithOldPaths(
            from: oldTree.nodes, to: newTree.nodes, maximumCount: max(maximumDifferences, 0) + 1)
        let shown = Array(found.prefix(max(maximumDifferences, 0)))
        differences = shown.map(\.difference)
        outlines = Self.outlines(shown)
        let textDiff: String
        do {
            let serializer = VMLSerializer()
            textDiff = VMLLineDiff.unified(
                from: try serializer.serialize(oldTree), to: try serializer.serialize(newTree), oldLabel: oldName, newLabel: newName,
                contextLines: 3, maximumLines: max(maximumDifferences, 1))
        } catch {
            textDiff = "(the text diff cannot be written: \(error))"
        }
        let writer = DiffPageTemplate(
            oldName: oldName, newName: newName, options: options, differences: shown, outlines: outlines,
            moreDifferences: found.count > shown.count, textDiff: textDiff)
        htmlBytes = writer.page(old: oldTree, new: newTree)
    }

    /// The outlines of `differences`: removed nodes in the old drawing, inserted ones in the new,
    /// anything else changed at its path in each; each element once.
    static func outlines(_ differences: [(difference: VMLDifference, oldPath: VMLNodePath)]) -> [Outline] {
        var result: [Outline] = []
        var seen: Set<Outline> = []
        for (difference, oldPath) in differences {
            let found: [Outline] =
                switch Outline.kind(of: difference) {
                case .removed: [Outline(side: .old, path: difference.path, kind: .removed)]
                case .inserted: [Outline(side: .new, path: difference.path, kind: .inserted)]
                case .changed:
                    [Outline(side: .old, path: oldPath, kind: .changed), Outline(side: .new, path: difference.path, kind: .changed)]
                }
            for outline in found where seen.insert(outline).inserted {
                result.append(outline)
            }
        }
        return result
    }
}
