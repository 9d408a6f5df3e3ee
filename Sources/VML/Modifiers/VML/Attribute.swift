extension VmlView {
    /// Sets a data-carrier attribute on each top-level element; the last value set wins.
    ///
    /// ```swift
    /// VmlText("Home").attribute("title", "Home").navigationTitle(.attr("title", .string, fallback: "Untitled"))
    /// // <Text title="Home" style="navigationTitle(attr(title type(<string>), &quot;Untitled&quot;))">Home</Text>
    /// ```
    /// A name that is not a valid attribute name makes `renderVML()` throw; it is never written.
    public func attribute(_ name: String, _ value: String) -> VmlContent {
        vmlContent.settingAttribute(name, value)
    }

    /// Sets a number attribute, in the canonical number form (`200`, `0.5`).
    public func attribute(_ name: String, _ value: Double) -> VmlContent {
        vmlContent.settingAttribute(name, CanonicalNumber.text(value) ?? value.description)
    }

    /// Sets a boolean attribute: `true` or `false`.
    public func attribute(_ name: String, _ value: Bool) -> VmlContent {
        vmlContent.settingAttribute(name, value ? "true" : "false")
    }
}

extension VmlContent {
    /// Sets `name` to `value` on each top-level element.
    func settingAttribute(_ name: String, _ value: String) -> VmlContent {
        var result = self
        for index in result.nodes.indices {
            guard case .element(var element) = result.nodes[index] else { continue }
            element[attribute: name] = value
            result.nodes[index] = .element(element)
        }
        return result
    }
}
