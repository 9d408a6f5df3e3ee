extension VmlView {
    /// SwiftUI's `toolbarBackground(_:for:)` with a visibility.
    ///
    /// ```swift
    /// VmlText("Inbox").toolbarBackground(.visible, for: .navigationBar)
    /// // <Text style="toolbarBackground(.visible, for: .navigationBar)">Inbox</Text>
    /// ```
    public consuming func toolbarBackground(_ visibility: VmlVisibility, for bars: VmlToolbarPlacement...) -> VmlContent {
        applying("toolbarBackground") {
            $0.add(nil, visibility)
            $0.add(bars: bars)
        }
    }

    /// SwiftUI's `toolbarBackground(_:for:)` with a style.
    ///
    /// ```swift
    /// VmlText("Inbox").toolbarBackground(.blue, for: .navigationBar)
    /// // <Text style="toolbarBackground(.blue, for: .navigationBar)">Inbox</Text>
    /// ```
    public consuming func toolbarBackground(_ style: VmlShapeStyle, for bars: VmlToolbarPlacement...) -> VmlContent {
        applying("toolbarBackground") {
            $0.add(nil, style)
            $0.add(bars: bars)
        }
    }

    /// `toolbarBackground(_:for:)` with a color: `.toolbarBackground(VmlColor.blue, for: .navigationBar)`.
    @_disfavoredOverload
    public consuming func toolbarBackground(_ color: VmlColor, for bars: VmlToolbarPlacement...) -> VmlContent {
        applying("toolbarBackground") {
            $0.add(nil, VmlShapeStyle(color))
            $0.add(bars: bars)
        }
    }

    /// SwiftUI's `toolbarColorScheme(_:for:)`.
    ///
    /// ```swift
    /// VmlText("Inbox").toolbarColorScheme(.dark, for: .navigationBar)
    /// // <Text style="toolbarColorScheme(.dark, for: .navigationBar)">Inbox</Text>
    /// ```
    public consuming func toolbarColorScheme(_ colorScheme: VmlColorScheme?, for bars: VmlToolbarPlacement...) -> VmlContent {
        applying("toolbarColorScheme") {
            $0.add(nil, expression: colorScheme.map { .implicitMember($0.rawValue) } ?? .null)
            $0.add(bars: bars)
        }
    }
}

extension ModifierArguments {
    /// SwiftUI's variadic `for bars: ToolbarPlacement...`, written as Swift spells it: the first
    /// labeled `for:`, the rest after it unlabeled (`for: .navigationBar, .tabBar`).
    mutating func add(bars: [VmlToolbarPlacement]) {
        for (index, bar) in bars.enumerated() { add(index == 0 ? "for" : nil, bar) }
    }
}
