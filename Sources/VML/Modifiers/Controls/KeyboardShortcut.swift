extension VmlView {
    /// SwiftUI's `keyboardShortcut(_:modifiers:)`: the key, and the modifiers when they are not the
    /// default `.command`.
    ///
    /// ```swift
    /// VmlButton("Save") {}.keyboardShortcut("s")
    /// // <Button style="keyboardShortcut(&quot;s&quot;)"><Text>Save</Text></Button>
    /// VmlButton("Export") {}.keyboardShortcut("e", modifiers: [.command, .shift])
    /// // <Button style="keyboardShortcut(&quot;e&quot;, modifiers: [.command, .shift])"><Text>Export</Text></Button>
    /// ```
    public consuming func keyboardShortcut(_ key: VmlKeyEquivalent, modifiers: VmlEventModifiers = .command) -> VmlContent {
        applying("keyboardShortcut") {
            $0.add(nil, key)
            if modifiers != .command { $0.add("modifiers", modifiers) }
        }
    }

    /// SwiftUI's `keyboardShortcut(_:)` with a role: `.defaultAction` or `.cancelAction`.
    ///
    /// ```swift
    /// VmlButton("Done") {}.keyboardShortcut(.defaultAction)
    /// // <Button style="keyboardShortcut(.defaultAction)"><Text>Done</Text></Button>
    /// ```
    public consuming func keyboardShortcut(_ shortcut: VmlKeyboardShortcut) -> VmlContent {
        applying("keyboardShortcut") {
            $0.add(nil, shortcut)
        }
    }

    /// SwiftUI's `keyboardShortcut(_:modifiers:localization:)`: as `keyboardShortcut(_:modifiers:)`,
    /// with how the shortcut adapts to keyboard layouts.
    ///
    /// ```swift
    /// VmlText("a").keyboardShortcut("f", localization: .withoutMirroring)
    /// // <Text style="keyboardShortcut(&quot;f&quot;, localization: .withoutMirroring)">a</Text>
    /// ```
    public consuming func keyboardShortcut(
        _ key: VmlKeyEquivalent, modifiers: VmlEventModifiers = .command, localization: VmlKeyboardShortcutLocalization
    ) -> VmlContent {
        applying("keyboardShortcut") {
            $0.add(nil, key)
            if modifiers != .command { $0.add("modifiers", modifiers) }
            $0.add("localization", localization)
        }
    }
}
