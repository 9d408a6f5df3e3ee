import VMLCore

extension DocumentReader {
    /// Resolves the recorded offsets to lines and columns in one forward sweep.
    func makeSourceMap() -> VMLSourceMap {
        var map = VMLSourceMap()
        var sweep = locator
        var elementIndex = 0
        var attributeIndex = 0
        // Both lists are in input order; merge them so the sweep only moves forward.
        while elementIndex < elementOffsets.count || attributeIndex < attributeOffsets.count {
            let takeElement =
                attributeIndex == attributeOffsets.count
                || (elementIndex < elementOffsets.count && elementOffsets[elementIndex].offset <= attributeOffsets[attributeIndex].offset)
            if takeElement {
                let entry = elementOffsets[elementIndex]
                map.elements[entry.path] = sweep.location(of: entry.offset)
                elementIndex += 1
            } else {
                let entry = attributeOffsets[attributeIndex]
                map.attributes[entry.path, default: [:]][entry.name] = sweep.location(of: entry.offset)
                attributeIndex += 1
            }
        }
        return map
    }
}
