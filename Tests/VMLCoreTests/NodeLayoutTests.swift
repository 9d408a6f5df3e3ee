import Testing
import VMLCore

/// What a parsed tree costs in memory rests on these sizes (Docs/Performance.md, parse memory):
/// a node is held inline in its parent's array, so each byte here is a byte per element.
@Suite struct NodeLayoutTests {
    @Test func aNodeAndAnElementTakeSixWords() {
        #if _pointerBitWidth(_64)
            // name (2 words), style (1), attributes and children in one enum (3)
            #expect(MemoryLayout<VMLNode.Element>.size == 48)
            // the node's own tag rides in the element's spare bits: no padding to 56 in an array
            #expect(MemoryLayout<VMLNode>.stride == 48)
        #endif
    }
}
