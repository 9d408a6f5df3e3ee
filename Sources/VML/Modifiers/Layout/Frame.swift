extension VmlView {
    /// SwiftUI's `frame(width:height:alignment:)`: `.frame(width: 100, height: 40)`.
    public consuming func frame(
        width: (any VmlNumberArgument)? = nil, height: (any VmlNumberArgument)? = nil, alignment: VmlAlignment? = nil
    )
        -> VmlContent
    {
        applying("frame") {
            $0.add("width", width)
            $0.add("height", height)
            $0.add("alignment", alignment)
        }
    }

    /// SwiftUI's flexible `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public consuming func frame(
        minWidth: (any VmlNumberArgument)? = nil, idealWidth: (any VmlNumberArgument)? = nil, maxWidth: (any VmlNumberArgument)? = nil,
        minHeight: (any VmlNumberArgument)? = nil, idealHeight: (any VmlNumberArgument)? = nil, maxHeight: (any VmlNumberArgument)? = nil,
        alignment: VmlAlignment? = nil
    ) -> VmlContent {
        applying("frame") {
            $0.add("minWidth", minWidth)
            $0.add("idealWidth", idealWidth)
            $0.add("maxWidth", maxWidth)
            $0.add("minHeight", minHeight)
            $0.add("idealHeight", idealHeight)
            $0.add("maxHeight", maxHeight)
            $0.add("alignment", alignment)
        }
    }
}
