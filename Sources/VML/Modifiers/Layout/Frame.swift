extension VmlView {
    /// SwiftUI's `frame(width:height:alignment:)`: `.frame(width: 100, height: 40)`.
    public consuming func frame(
        width: consuming (any VmlNumberArgument)? = nil, height: consuming (any VmlNumberArgument)? = nil, alignment: VmlAlignment? = nil
    )
        -> VmlContent
    {
        let width = ModifierArguments.expression(width)
        let height = ModifierArguments.expression(height)
        return applying("frame") {
            $0.add("width", expression: width)
            $0.add("height", expression: height)
            $0.add("alignment", alignment)
        }
    }

    /// SwiftUI's flexible `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public consuming func frame(
        minWidth: consuming (any VmlNumberArgument)? = nil, idealWidth: consuming (any VmlNumberArgument)? = nil,
        maxWidth: consuming (any VmlNumberArgument)? = nil,
        minHeight: consuming (any VmlNumberArgument)? = nil, idealHeight: consuming (any VmlNumberArgument)? = nil,
        maxHeight: consuming (any VmlNumberArgument)? = nil,
        alignment: VmlAlignment? = nil
    ) -> VmlContent {
        let minWidth = ModifierArguments.expression(minWidth)
        let idealWidth = ModifierArguments.expression(idealWidth)
        let maxWidth = ModifierArguments.expression(maxWidth)
        let minHeight = ModifierArguments.expression(minHeight)
        let idealHeight = ModifierArguments.expression(idealHeight)
        let maxHeight = ModifierArguments.expression(maxHeight)
        return applying("frame") {
            $0.add("minWidth", expression: minWidth)
            $0.add("idealWidth", expression: idealWidth)
            $0.add("maxWidth", expression: maxWidth)
            $0.add("minHeight", expression: minHeight)
            $0.add("idealHeight", expression: idealHeight)
            $0.add("maxHeight", expression: maxHeight)
            $0.add("alignment", alignment)
        }
    }
}
