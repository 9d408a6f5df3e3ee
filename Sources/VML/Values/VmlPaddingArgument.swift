import Foundation

/// The argument of `padding(_:)`: a length (SwiftUI's `padding(_ length: CGFloat)`) or a
/// ``VmlEdgeInsets`` (SwiftUI's `padding(_ insets: EdgeInsets)`).
///
/// One parameter type for both keeps `.padding(8)` as cheap to type-check as before (Docs/Performance.md):
/// ```swift
/// VmlText("Hi").padding(8)
/// // <Text style="padding(8)">Hi</Text>
/// VmlText("Hi").padding(VmlEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
/// // <Text style="padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))">Hi</Text>
/// ```
public protocol VmlPaddingArgument: VmlExpressible {}

extension Double: VmlPaddingArgument {}

extension Int: VmlPaddingArgument {}

extension Float: VmlPaddingArgument {}

extension CGFloat: VmlPaddingArgument {}

extension VmlPaddingArgument where Self == VmlNumber {
    /// `attr(name type(<type>), fallback)`: `.padding(.attr("inset", .number, fallback: 8))` →
    /// `padding(attr(inset type(<number>), 8))`.
    public static func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: VmlNumber? = nil) -> VmlNumber {
        VmlNumber(expression: .attr(VMLAttrBinding(name, type: type, fallback: fallback?.expression)))
    }
}
