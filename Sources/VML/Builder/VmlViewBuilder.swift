/// SwiftUI's `ViewBuilder`, spelled with the prefix: the DSL's one builder, ``VmlBuilder``.
///
/// A ported file keeps its `@ViewBuilder` attributes (on `var body`, helper properties and
/// functions, and closure parameters) with the prefix added:
///
/// ```swift
/// struct Card: VmlView {
///     @VmlViewBuilder let content: () -> VmlContent
///     var body: some VmlView { VmlVStack { content() } }
/// }
/// try Card { VmlText("Hi") }.renderVML(.compact)   // <VStack><Text>Hi</Text></VStack>
/// ```
public typealias VmlViewBuilder = VmlBuilder
