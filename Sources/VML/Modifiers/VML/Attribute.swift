extension VmlView {
    /// Sets a data-carrier attribute on each top-level element; the last value set wins.
    ///
    /// ```swift
    /// VmlText("Home").attribute("title", "Home").navigationTitle(.attr("title", .string, fallback: "Untitled"))
    /// // <Text title="Home" style="navigationTitle(attr(title type(<string>), &quot;Untitled&quot;))">Home</Text>
    /// ```
    /// A name that is not a valid attribute name makes `renderVML()` throw; it is never written.
    public consuming func attribute(_ name: String, _ value: String) -> VmlContent {
        vmlContent.settingAttribute(VMLAttribute(name, value))
    }

    /// Sets a number attribute, in the canonical number form (`200`, `0.5`).
    ///
    /// A NaN or an infinity has no VML form: `renderVML()` then throws, as it does for modifiers.
    public consuming func attribute(_ name: String, _ value: Double) -> VmlContent {
        vmlContent.settingAttribute(.number(name, value))
    }

    /// Sets a boolean attribute: `true` or `false`.
    public consuming func attribute(_ name: String, _ value: Bool) -> VmlContent {
        vmlContent.settingAttribute(VMLAttribute(name, value ? "true" : "false"))
    }
}

extension VmlContent {
    /// Sets `attribute` on each top-level element.
    consuming func settingAttribute(_ attribute: VMLAttribute) -> VmlContent {
        var result = self
        result.updateElements { $0.setAttribute(attribute) }
        return result
    }
}
