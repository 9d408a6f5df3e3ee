@_spi(VMLInternals) import VMLValidation

/// `textDocument/hover`: the SwiftUI declaration under the cursor (an element, an attribute, a
/// modifier, a member, an argument label, a template), one line of what it does (Apple's
/// documentation's abstract), each overload with what the DSL does with it (renders, accepted,
/// refused) and the iOS it came in. `nil` where the cursor is on nothing
/// the catalog or the document can tell about.
enum LSPHover {
    static func hover(
        at position: LSPPosition, in document: LSPTextDocument, markup: LSPMarkup? = nil, schema: VMLSchema = .empty,
        index: VMLDeclarationIndex = .shared
    ) -> LSPProtocol.Hover? {
        let markup = markup ?? LSPMarkup(bytes: document.bytes)
        let offset = document.offset(of: position)
        let text: String?
        let range: Range<Int>
        switch LSPCursorContext(markup, offset: offset) {
        case .elementName(let tag):
            let name = markup.tags[tag].name
            range = markup.tags[tag].nameRange
            text = element(name, index: index) ?? customElement(name, schema: schema)
        case .attributeName(let tag, let attribute?):
            let element = markup.tags[tag].name
            let attribute = markup.tags[tag].attributes[attribute]
            range = attribute.nameRange
            text = self.attribute(attribute.name, of: element, index: index)
        case .attributeValue(let tag, let attribute):
            let element = markup.tags[tag].name
            let attribute = markup.tags[tag].attributes[attribute]
            range = attribute.valueRange ?? offset..<offset
            text = attributeValue(markup.value(of: attribute), of: attribute.name, on: element, index: index)
        case .style(let tag, let cursor):
            range = cursor.nameRange
            text = style(cursor, tag: tag, markup: markup, index: index) ?? customModifier(cursor, schema: schema)
        default:
            return nil
        }
        guard let text, !range.isEmpty else { return nil }
        return LSPProtocol.Hover(
            contents: LSPProtocol.MarkupContent(value: text),
            range: LSPRange(start: document.position(of: range.lowerBound), end: document.position(of: range.upperBound)))
    }

    static func element(_ name: String, index: VMLDeclarationIndex) -> String? {
        let initializers = index.elements(named: name)
        if !initializers.isEmpty {
            let what = initializers.allSatisfy { $0.status == nil } ? "SwiftUI value type" : "SwiftUI view"
            return LSPDeclarationText.markdown(title: "**\(name)** · \(what)", abstract: index.abstract(of: name), initializers)
        }
        guard index.elementNames.contains(name) else { return nil }
        return "**\(name)** · an element the DSL writes"
    }

    /// An element your app declares in its `vml-schema.json`.
    static func customElement(_ name: String, schema: VMLSchema) -> String? {
        guard let element = schema.elements[name] else { return nil }
        var text = "**\(name)** · your app's element (vml-schema.json)"
        if let attributes = element.attributes { text += "\n\nAttributes: " + attributes.map { "`\($0)`" }.joined(separator: ", ") }
        if let slots = element.slots { text += "\n\nSlots: " + slots.map { "`\($0)`" }.joined(separator: ", ") }
        return text
    }

    /// A modifier your app declares in its `vml-schema.json` (by name, or by a selector).
    static func customModifier(_ cursor: LSPStyleCursor, schema: VMLSchema) -> String? {
        guard cursor.role == .modifier, !cursor.name.isEmpty else { return nil }
        let declared = schema.modifiers.filter { $0 == cursor.name || $0.hasPrefix(cursor.name + "(") }
        guard !declared.isEmpty else { return nil }
        return "**\(cursor.name)** · your app's modifier (vml-schema.json)\n\n" + declared.map { "- `\($0)`" }.joined(separator: "\n")
    }

    static func attribute(_ name: String, of element: String, index: VMLDeclarationIndex) -> String? {
        switch name {
        case "style": return "**style** · the element's modifiers, applied left to right (`padding(8), font(.title)`)"
        case "template": return "**template** · puts this element in the slot of its parent's style that names it (`:name`)"
        case "id": return "**id** · the element's identity"
        case "class": return "**class** · the element's classes"
        default: break
        }
        let taking = index.elements(named: element).filter { $0.parameters.contains { $0.label == name } }
        guard !taking.isEmpty else {
            return index.dslAttributes(ofElement: element).contains(name) ? "**\(name)** · an attribute the DSL writes on \(element)" : nil
        }
        let types = Set(taking.flatMap { $0.parameters.filter { $0.label == name }.map(\.summary) }).sorted()
        return LSPDeclarationText.markdown(title: "**\(name)** · \(types.joined(separator: " or ")), a parameter of", taking)
    }

    /// An attribute's value that names a static member of its parameter's type (`alignment="leading"`).
    static func attributeValue(_ value: String, of attribute: String, on element: String, index: VMLDeclarationIndex) -> String? {
        let parameters = index.elements(named: element).flatMap { $0.parameters.filter { $0.label == attribute } }
        for type in Set(parameters.compactMap(\.valueType)).sorted() {
            if let members = index.members(of: type)[value] {
                return LSPDeclarationText.markdown(
                    title: "**\(value)** · a static member of \(type)", abstract: index.abstract(of: "\(type).\(value)"), members)
            }
        }
        return nil
    }

    static func style(_ cursor: LSPStyleCursor, tag: Int, markup: LSPMarkup, index: VMLDeclarationIndex) -> String? {
        let name = cursor.name
        guard !name.isEmpty else { return nil }
        switch cursor.role {
        case .modifier:
            let overloads = index.modifiers(named: name)
            guard !overloads.isEmpty else { return nil }
            return LSPDeclarationText.markdown(title: "**\(name)** · SwiftUI modifier", abstract: index.abstract(of: name), overloads)
        case .member(let owner):
            let types = owner.map { [$0] } ?? cursor.expectedTypes(index: index).sorted()
            for type in types {
                if let members = index.members(of: type)[name] {
                    return LSPDeclarationText.markdown(
                        title: "**.\(name)** · a static member of \(type)", abstract: index.abstract(of: "\(type).\(name)"), members)
                }
            }
            return nil
        case .template:
            let children = markup.children(of: tag).filter { child in
                markup.tags[child].attribute("template").map { markup.value(of: $0) == name } ?? false
            }
            let elements = children.map { "`<\(markup.tags[$0].name)>`" }
            guard !elements.isEmpty else { return "**:\(name)** · a template: no child of this element has `template=\"\(name)\"`" }
            return "**:\(name)** · a template: " + elements.joined(separator: ", ") + " (go to definition to reach it)"
        case .label:
            guard let frame = cursor.frames.last else { return nil }
            var labelled = cursor
            labelled.frames = Array(cursor.frames.dropLast()) + [LSPStyleCursor.Frame(callee: frame.callee, argumentIndex: 0, label: name)]
            let declarations = callees(of: labelled, index: index).filter { $0.parameters.contains { $0.label == name } }
            guard !declarations.isEmpty else { return nil }
            let types = Set(declarations.flatMap { $0.parameters.filter { $0.label == name }.map(\.summary) }).sorted()
            return LSPDeclarationText.markdown(title: "**\(name):** · \(types.joined(separator: " or ")), a parameter of", declarations)
        case .type:
            return element(name, index: index)
        case .other:
            return nil
        }
    }

    /// The declarations the innermost call of `cursor` can be.
    static func callees(of cursor: LSPStyleCursor, index: VMLDeclarationIndex) -> [VMLDeclarationIndex.Declaration] {
        let named = cursor.frames.indices.filter { cursor.frames[$0].callee != "[" && !cursor.frames[$0].callee.isEmpty }
        guard let last = named.last else { return [] }
        let frame = cursor.frames[last]
        if last == named.first { return index.modifiers(named: frame.callee) }
        if frame.callee.hasPrefix(".") {
            var outer = cursor
            outer.frames = Array(cursor.frames[..<last])
            let member = String(frame.callee.dropFirst())
            return outer.expectedTypes(index: index).sorted().flatMap { index.members(of: $0)[member] ?? [] }
        }
        if let dot = frame.callee.lastIndex(of: ".") {
            return index.members(of: String(frame.callee[..<dot]))[String(frame.callee[frame.callee.index(after: dot)...])] ?? []
        }
        let modifiers = index.modifiers(named: frame.callee)
        return modifiers.isEmpty ? index.elements(named: frame.callee) : modifiers
    }
}
