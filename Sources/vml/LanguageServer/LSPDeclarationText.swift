@_spi(VMLInternals) import VMLValidation

/// How hover and completion describe the catalog's declarations: `renders · iOS 17.0`, and a
/// Markdown list of overloads.
enum LSPDeclarationText {
    /// The most overloads a hover lists.
    static let maximumOverloads = 12

    /// `renders · iOS 17.0`, `refused · iOS 13.0`, `not on iOS`.
    static func facts(_ declaration: VMLDeclarationIndex.Declaration) -> String {
        let availability = declaration.introduced.map { "\($0)" } ?? "not on iOS"
        guard let status = declaration.status else { return availability }
        return status.rawValue + " · " + availability
    }

    /// What the status means, in one line.
    static func meaning(_ status: VMLDeclarationIndex.Status) -> String {
        switch status {
        case .renders: "the DSL writes it and a client draws it"
        case .accepted: "the DSL accepts it and writes nothing: it has no effect on a server-rendered view"
        case .refused: "the DSL refuses it at compile time, saying what to write instead"
        case .missing: "the DSL does not declare it yet"
        }
    }

    /// A heading, one line of what the declaration does (`abstract`, when known), and one line per
    /// overload (at most ``maximumOverloads``).
    static func markdown(title: String, abstract: String? = nil, _ declarations: [VMLDeclarationIndex.Declaration]) -> String {
        var lines = [title, ""]
        if let abstract { lines += [abstract, ""] }
        var seen: Set<String> = []
        var shown = 0
        for declaration in declarations {
            let line = "- `\(declaration.selector)` — \(facts(declaration))"
            guard seen.insert(line).inserted else { continue }
            guard shown < maximumOverloads else {
                lines.append("- … \(declarations.count - shown) more")
                break
            }
            lines.append(line)
            shown += 1
        }
        let statuses = Set(declarations.compactMap(\.status))
        if statuses.count == 1, let status = statuses.first {
            lines += ["", meaning(status).prefix(1).uppercased() + meaning(status).dropFirst() + "."]
        }
        return lines.joined(separator: "\n")
    }

    /// `frame(width: ${1}, height: ${2})`: a call with each parameter's label and a placeholder.
    static func snippet(_ declaration: VMLDeclarationIndex.Declaration) -> String {
        guard declaration.isFunction else { return declaration.name }
        guard !declaration.parameters.isEmpty else { return declaration.name + "()" }
        var arguments: [String] = []
        for (number, parameter) in declaration.parameters.enumerated() {
            let placeholder = "${\(number + 1):\(parameter.summary.replacingPlaceholderSpecials())}"
            arguments.append(parameter.label.map { "\($0): \(placeholder)" } ?? placeholder)
        }
        return declaration.name + "(" + arguments.joined(separator: ", ") + ")"
    }
}

extension String {
    /// The text with the characters a snippet placeholder gives a meaning (`$`, `}`, `\`) escaped.
    fileprivate func replacingPlaceholderSpecials() -> String {
        var escaped = ""
        for character in self {
            if character == "$" || character == "}" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
