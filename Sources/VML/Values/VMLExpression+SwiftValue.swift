extension VMLExpression {
    /// A Swift value given where SwiftUI takes any `Hashable` or `Equatable` (`tag(_:)`, a
    /// `Picker`'s selection, `animation(_:value:)`), as a style expression.
    ///
    /// DSL values and plain numbers, booleans and strings are themselves; an optional is its value
    /// or `nil`; an enum case without associated values is an implicit member (`Flavor.mint` →
    /// `.mint`, whatever its raw value); `UUID` is its `uuidString`, `URL` its `absoluteString`,
    /// `Date` its ISO 8601 form; an `Identifiable` value is its `id`; anything else is the string
    /// `String(describing:)` gives.
    static func swiftValue(_ value: Any) -> VMLExpression {
        if let expressible = value as? any VmlExpressible { return expressible.vmlExpression }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .null }
            return swiftValue(wrapped)
        }
        if let integer = value as? any BinaryInteger { return .number(Double(integer)) }
        if let floating = value as? any BinaryFloatingPoint { return .number(Double(floating)) }
        if let uuid = value as? UUID { return .string(uuid.uuidString) }
        if let url = value as? URL { return .string(url.absoluteString) }
        if let date = value as? Date { return .string(date.formatted(.iso8601)) }
        let text = String(describing: value)
        if mirror.displayStyle == .enum, mirror.children.isEmpty, VMLName.isIdentifier(text) {
            return .implicitMember(text)
        }
        if let identifiable = value as? any Identifiable, let id = identity(of: identifiable), type(of: id) != type(of: value) {
            return swiftValue(id)
        }
        return .string(text)
    }

    private static func identity<T: Identifiable>(of value: T) -> Any? {
        value.id
    }
}
