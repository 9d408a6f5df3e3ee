extension VmlView {
    /// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`:
    /// `.rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))` → `rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))`.
    public consuming func rotation3DEffect(
        _ angle: VmlAngle, axis: (x: Double, y: Double, z: Double), anchor: VmlUnitPoint? = nil,
        anchorZ: consuming (any VmlNumberArgument)? = nil,
        perspective: consuming (any VmlNumberArgument)? = nil
    ) -> VmlContent {
        let anchorZ = ModifierArguments.expression(anchorZ)
        let perspective = ModifierArguments.expression(perspective)
        return applying("rotation3DEffect") {
            $0.add(nil, angle)
            $0.add(
                "axis",
                expression: .tuple([.labeled("x", .number(axis.x)), .labeled("y", .number(axis.y)), .labeled("z", .number(axis.z))]))
            $0.add("anchor", anchor)
            $0.add("anchorZ", expression: anchorZ)
            $0.add("perspective", expression: perspective)
        }
    }
}
