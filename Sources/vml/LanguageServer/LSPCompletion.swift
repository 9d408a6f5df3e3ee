@_spi(VMLInternals) import VMLValidation

/// `textDocument/completion`: element names in a tag's name; attributes (the element's
/// initializer labels, the DSL's, and VML's own) between attributes; in a style, modifiers (one
/// item per overload, written with its labels), the static members of the type the argument
/// expects (or of the type written before the dot), argument labels, and after `:` the templates
/// of the element's children. The client filters by what was typed.
enum LSPCompletion {
    /// Item kinds (the protocol's CompletionItemKind).
    private static let function = 3
    private static let field = 5
    private static let `class` = 7
    private static let property = 10
    private static let value = 12
    private static let member = 20

    static func list(
        at position: LSPPosition, in document: LSPTextDocument, markup: LSPMarkup? = nil, schema: VMLSchema = .empty,
        snippets: Bool = false, index: VMLDeclarationIndex = .shared
    ) -> LSPProtocol.CompletionList {
        let markup = markup ?? LSPMarkup(bytes: document.bytes)
        let offset = document.offset(of: position)
        let items: [LSPProtocol.CompletionItem]
        switch LSPCursorContext(markup, offset: offset) {
        case .elementName(let tag):
            items =
                markup.tags[tag].isClosing
                ? closingNames(markup, tag: tag) : custom(schema.elements.keys, kind: `class`) + elements(index: index)
        case .attributeName(let tag, _):
            let name = markup.tags[tag].name
            items = custom(schema.elements[name]?.attributes ?? [], kind: property) + attributes(of: name, index: index)
        case .style(let tag, let cursor):
            items = style(cursor, tag: tag, markup: markup, schema: schema, snippets: snippets, index: index)
        case .attributeValue(let tag, let attribute):
            items = attributeValues(of: markup.tags[tag].attributes[attribute].name, on: markup.tags[tag].name, index: index)
        case .none:
            items = []
        }
        return LSPProtocol.CompletionList(items: items)
    }

    /// Names your app declares in its `vml-schema.json`, sorted.
    static func custom(_ names: some Sequence<String>, kind: Int) -> [LSPProtocol.CompletionItem] {
        names.sorted().map { LSPProtocol.CompletionItem(label: $0, kind: kind, detail: "your app's (vml-schema.json)", sortText: "0" + $0) }
    }

    static func elements(index: VMLDeclarationIndex) -> [LSPProtocol.CompletionItem] {
        index.elementNames.map { name in
            let initializers = index.elements(named: name)
            let detail = initializers.first.map { LSPDeclarationText.facts($0) } ?? "written by the DSL"
            // Views first, then the value types an element may be written for.
            let isView = initializers.isEmpty || initializers.contains { $0.status != nil }
            return LSPProtocol.CompletionItem(label: name, kind: `class`, detail: detail, sortText: (isView ? "0" : "1") + name)
        }
    }

    /// The open elements a closing tag may close, innermost first.
    static func closingNames(_ markup: LSPMarkup, tag: Int) -> [LSPProtocol.CompletionItem] {
        var names: [String] = []
        var parent = markup.tags[tag].parent
        while let open = parent, names.count < 64 {
            if !names.contains(markup.tags[open].name) { names.append(markup.tags[open].name) }
            parent = markup.tags[open].parent
        }
        return names.enumerated().map { number, name in
            LSPProtocol.CompletionItem(label: name, kind: `class`, sortText: "\(10_000 + number)")
        }
    }

    static func attributes(of element: String, index: VMLDeclarationIndex) -> [LSPProtocol.CompletionItem] {
        var items: [String: LSPProtocol.CompletionItem] = [:]
        for initializer in index.elements(named: element) {
            for parameter in initializer.parameters {
                guard let label = parameter.label, parameter.summary != "a view", items[label] == nil else { continue }
                items[label] = LSPProtocol.CompletionItem(label: label, kind: property, detail: parameter.summary)
            }
        }
        for name in index.dslAttributes(ofElement: element) where items[name] == nil {
            items[name] = LSPProtocol.CompletionItem(label: name, kind: property, detail: "written by the DSL")
        }
        for name in ["style", "template", "id", "class"] where items[name] == nil {
            items[name] = LSPProtocol.CompletionItem(label: name, kind: property, detail: "VML")
        }
        return items.keys.sorted().compactMap { items[$0] }
    }

    /// The values an attribute takes, as VML writes them (`alignment="leading"`): the members of
    /// its parameter's type that are not functions, or `true` and `false`.
    static func attributeValues(of attribute: String, on element: String, index: VMLDeclarationIndex) -> [LSPProtocol.CompletionItem] {
        let parameters = index.elements(named: element).flatMap { $0.parameters.filter { $0.label == attribute } }
        if parameters.contains(where: { $0.summary == "true or false" }) {
            return ["true", "false"].map { LSPProtocol.CompletionItem(label: $0, kind: value) }
        }
        let types = Set(parameters.compactMap(\.valueType)).sorted()
        var items: [LSPProtocol.CompletionItem] = []
        var seen: Set<String> = []
        for type in types {
            let members = index.members(of: type)
            for name in members.keys.sorted() where seen.insert(name).inserted {
                guard let declaration = members[name]?.first(where: { !$0.isFunction }) else { continue }
                items.append(
                    LSPProtocol.CompletionItem(label: name, kind: member, detail: "\(type) · " + LSPDeclarationText.facts(declaration)))
            }
        }
        return items
    }

    static func style(
        _ cursor: LSPStyleCursor, tag: Int, markup: LSPMarkup, schema: VMLSchema, snippets: Bool, index: VMLDeclarationIndex
    ) -> [LSPProtocol.CompletionItem] {
        switch cursor.role {
        case .modifier:
            let yours = schema.modifiers.map { declared in
                let name = String(declared.prefix { $0 != "(" })
                return LSPProtocol.CompletionItem(
                    label: declared, kind: function, detail: "your app's (vml-schema.json)", insertText: name, filterText: name,
                    sortText: "0" + name)
            }
            return yours + (snippets ? sharedModifierSnippets : sharedModifiers)
        case .member(let owner):
            let types = owner.map { [$0] } ?? cursor.expectedTypes(index: index).sorted()
            return members(of: types, snippets: snippets, index: index)
        case .template:
            var names: [String] = []
            for child in markup.children(of: tag) {
                if let template = markup.tags[child].attribute("template") {
                    let name = markup.value(of: template)
                    if !name.isEmpty, !names.contains(name) { names.append(name) }
                }
            }
            return names.map { LSPProtocol.CompletionItem(label: $0, kind: value, detail: "template of a child element") }
        case .label, .other, .type:
            // At an argument: the labels of the call it is in.
            var labels: [String] = []
            for declaration in LSPHover.callees(of: cursor, index: index) {
                for parameter in declaration.parameters {
                    if let label = parameter.label, !labels.contains(label) { labels.append(label) }
                }
            }
            return labels.map {
                LSPProtocol.CompletionItem(label: $0 + ":", kind: field, detail: nil, insertText: $0 + ": ", filterText: $0)
            }
        }
    }

    /// Every modifier overload, made once: the longest list, offered at each modifier.
    static let sharedModifiers = modifiers(snippets: false, index: .shared)
    static let sharedModifierSnippets = modifiers(snippets: true, index: .shared)

    static func modifiers(snippets: Bool, index: VMLDeclarationIndex) -> [LSPProtocol.CompletionItem] {
        var items: [LSPProtocol.CompletionItem] = []
        for name in index.modifierNames {
            var seen: Set<String> = []
            for overload in index.modifiers(named: name) where seen.insert(overload.selector).inserted {
                items.append(
                    LSPProtocol.CompletionItem(
                        label: overload.selector, kind: function, detail: LSPDeclarationText.facts(overload),
                        insertText: snippets ? LSPDeclarationText.snippet(overload) : name, filterText: name,
                        sortText: (overload.status == .refused ? "1" : "0") + name,
                        insertTextFormat: snippets ? 2 : nil))
            }
        }
        return items
    }

    static func members(of types: [String], snippets: Bool, index: VMLDeclarationIndex) -> [LSPProtocol.CompletionItem] {
        var items: [LSPProtocol.CompletionItem] = []
        var seen: Set<String> = []
        for type in types {
            let members = index.members(of: type)
            for name in members.keys.sorted() {
                for declaration in members[name] ?? [] where seen.insert(declaration.selector).inserted {
                    let call = declaration.isFunction
                    items.append(
                        LSPProtocol.CompletionItem(
                            label: call ? String(declaration.selector.drop { $0 == "." }) : name, kind: call ? function : member,
                            detail: "\(type) · " + LSPDeclarationText.facts(declaration),
                            insertText: call && snippets ? LSPDeclarationText.snippet(declaration) : name, filterText: name,
                            insertTextFormat: call && snippets ? 2 : nil))
                }
            }
        }
        return items
    }
}
