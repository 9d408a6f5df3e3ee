/// The two canonical layouts. Both parse to the same tree.
public enum VMLFormat: String, Hashable, Sendable, CaseIterable, Codable {
    /// Two-space indentation, one node a line, a final newline. For fixtures and snapshots.
    ///
    /// ```xml
    /// <VStack>
    ///   <Text>Hi</Text>
    ///   <Image systemName="star"/>
    /// </VStack>
    /// ```
    case pretty
    /// No whitespace between tags and no final newline. For the wire.
    ///
    /// `<VStack><Text>Hi</Text><Image systemName="star"/></VStack>`
    case compact
}
