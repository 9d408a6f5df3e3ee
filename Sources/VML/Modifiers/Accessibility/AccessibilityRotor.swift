extension VmlView {
    /// SwiftUI's `accessibilityRotor(_:entries:entryLabel:)`: the rotor's label (translated as a
    /// title is) and its entries' labels, in order; the client links them to the views it renders.
    ///
    /// ```swift
    /// VmlList {}.accessibilityRotor("Unread", entries: unread, entryLabel: \.subject)   // subjects "Hi", "Lunch"
    /// // <List style="accessibilityRotor(&quot;Unread&quot;, entries: [&quot;Hi&quot;, &quot;Lunch&quot;])"/>
    /// ```
    public consuming func accessibilityRotor<EntryModel>(
        _ rotorLabel: any VmlStringArgument, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> VmlContent {
        applying("accessibilityRotor") {
            $0.add(nil, title: rotorLabel)
            $0.add("entries", expression: .array(entries.map { .string($0[keyPath: entryLabel]) }))
        }
    }

    /// SwiftUI's `accessibilityRotor(_:entries:entryLabel:)` with a system rotor (`.headings`, `.links`).
    ///
    /// ```swift
    /// VmlList {}.accessibilityRotor(.headings, entries: sections, entryLabel: \.title)   // titles "Today"
    /// // <List style="accessibilityRotor(.headings, entries: [&quot;Today&quot;])"/>
    /// ```
    public consuming func accessibilityRotor<EntryModel>(
        _ systemRotor: VmlAccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> VmlContent {
        applying("accessibilityRotor") {
            $0.add(nil, systemRotor)
            $0.add("entries", expression: .array(entries.map { .string($0[keyPath: entryLabel]) }))
        }
    }

    /// SwiftUI's `accessibilityRotor(_:entries:entryID:entryLabel:)`: written as
    /// `accessibilityRotor(_:entries:entryLabel:)` is; the ids only link entries to views on the client.
    ///
    /// ```swift
    /// VmlList {}.accessibilityRotor("Unread", entries: unread, entryID: \.id, entryLabel: \.subject)   // subjects "Hi"
    /// // <List style="accessibilityRotor(&quot;Unread&quot;, entries: [&quot;Hi&quot;])"/>
    /// ```
    public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: any VmlStringArgument, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> VmlContent {
        accessibilityRotor(rotorLabel, entries: entries, entryLabel: entryLabel)
    }

    /// SwiftUI's `accessibilityRotor(_:entries:entryID:entryLabel:)` with a system rotor.
    ///
    /// ```swift
    /// VmlList {}.accessibilityRotor(.links, entries: links, entryID: \.url, entryLabel: \.title)   // titles "Docs"
    /// // <List style="accessibilityRotor(.links, entries: [&quot;Docs&quot;])"/>
    /// ```
    public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: VmlAccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> VmlContent {
        accessibilityRotor(systemRotor, entries: entries, entryLabel: entryLabel)
    }

    /// SwiftUI's `accessibilityRotor(_:textRanges:)`: compiles and writes nothing (the ranges
    /// index the text the client lays out).
    ///
    /// ```swift
    /// VmlText("a").accessibilityRotor("Links", textRanges: [])   // <Text>a</Text>
    /// ```
    public consuming func accessibilityRotor(_ label: any VmlStringArgument, textRanges: [Range<String.Index>]) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `accessibilityRotor(_:textRanges:)` with a system rotor: compiles and writes nothing.
    ///
    /// ```swift
    /// VmlText("a").accessibilityRotor(.misspelledWords, textRanges: [])   // <Text>a</Text>
    /// ```
    public consuming func accessibilityRotor(_ systemRotor: VmlAccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> VmlContent {
        vmlContent
    }

    /// SwiftUI's `accessibilityRotor(_:entries:)` with `AccessibilityRotorEntry` content, refused at
    /// compile time: write `accessibilityRotor(_:entries:entryLabel:)` with the entries as an array.
    ///
    /// ```swift
    /// VmlList {}.accessibilityRotor("Unread") { … }
    /// // error: 'accessibilityRotor(_:entries:)' is unavailable: …
    /// ```
    @available(
        *, unavailable,
        message:
            "write accessibilityRotor(_:entries:entryLabel:) with the entries as an array: VML writes their labels, not a rotor builder"
    )
    public func accessibilityRotor<Content>(_ label: any VmlStringArgument, entries: () -> Content) -> VmlContent { vmlContent }
}
