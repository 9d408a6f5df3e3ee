@_spi(VMLInternals) import VMLCore

extension DocumentReader {
    /// Notes the trailing commas of the style value from `start` to `end` (its quotes excluded),
    /// just read for an element named `element`: the value is decoded again and read by the style
    /// parser alone, since the reader's caches skip the parse of a style seen before.
    mutating func noteStyle(from start: Int, to end: Int, element: String) {
        scratch.removeAll()
        offsetMap.reset(sourceBase: start)
        var index = start
        while index < end {
            // "&": a reference.
            if bytes[index] == 0x26, case .character(let scalar, let after) = CharacterReference.read(bytes, at: index) {
                let decodedStart = scratch.count
                scratch.append(scalar)
                offsetMap.record(decoded: decodedStart..<scratch.count, source: index..<after)
                index = after
            } else {
                scratch.append(bytes[index])
                index += 1
            }
        }
        noteDecodedStyle(element: element)
    }

    /// Notes the trailing commas of the style whose decoded text the scratch buffer holds, with
    /// `offsetMap` back to the input, for an element named `element`.
    mutating func noteDecodedStyle(element: String) {
        guard TrailingCommaScan.mayHaveTrailingComma(scratch.bytes) else { return }
        style.reset(text: scratch.bytes, offsetMap: offsetMap, quiet: true)
        guard (try? style.parseStyle()) != nil, !style.trailingCommas.isEmpty else { return }
        let path = openElementPath(adding: element)
        for comma in style.trailingCommas {
            guard styleNotes.count < maximumStyleNotes else {
                recordsStyleNotes = false
                return
            }
            styleNotes.append(
                VMLParseNote(
                    kind: .trailingComma, location: locator.location(of: offsetMap.sourceOffset(comma)), path: path,
                    message: StyleSpelling.trailingComma))
        }
    }

    /// The path of the element whose open tag is being read, named `element`: each open
    /// element's index among its parent's children, then this one's.
    private func openElementPath(adding element: String) -> VMLNodePath {
        var steps: [VMLNodePath.Step] = []
        steps.reserveCapacity(stack.count)
        for depth in stack.indices.dropFirst() {
            steps.append(VMLNodePath.Step(stack[depth].element.name, stack[depth].childStart - stack[depth - 1].childStart))
        }
        steps.append(VMLNodePath.Step(element, nodes.count - stack[stack.count - 1].childStart))
        return VMLNodePath(steps)
    }
}
