extension VMLArgument {
    /// An unlabeled implicit-member argument, for ``VmlView/modifier(named:_:)``:
    /// `.member("multiply")` is `.multiply`, `.member("system", .labeled("size", 17))` is `.system(size: 17)`.
    public static func member(_ name: String, _ arguments: VMLArgument...) -> VMLArgument {
        VMLArgument(arguments.isEmpty ? .implicitMember(name) : .call(.implicitMember(name), arguments))
    }
}
