/// The default limits shared by the serializer, the parser and JSON coding, in one place.
///
/// ```swift
/// VMLLimits.defaultMaximumDepth   // 512
/// ```
public enum VMLLimits {
    /// How deeply elements may nest by default (a top-level element is at depth 1): what the
    /// serializer writes, the parser reads and JSON coding accepts. SwiftUI screens nest a few
    /// dozen levels; 512 leaves room and keeps pretty output's indentation bounded
    /// (at most 1,024 spaces a line).
    public static let defaultMaximumDepth = 512

    /// How deeply a tree may nest in the JSON form (``VMLNode``'s `Codable`), in elements.
    /// Foundation's `JSONDecoder` itself refuses JSON nested deeper than 512 levels, which is
    /// 255 elements of this form; other coders are held to this number.
    public static let maximumCodingDepth = 512

    /// How deeply brackets, calls and member chains may nest inside one style: the most the
    /// parser ever reads and the serializer ever writes.
    public static let maximumStyleNesting = 512
}
