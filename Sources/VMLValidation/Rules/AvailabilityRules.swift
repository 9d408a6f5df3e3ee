import VMLCore

extension ValidationPass {
    // MARK: The target's iOS (newer-than-target)

    /// Reports each declaration in `nodes` that `target` does not have (``VMLAvailability``): on
    /// the element for its view or initializer, on its style for a modifier or a member in one.
    mutating func checkAvailability(of nodes: [VMLNode], on target: VMLOSVersion) {
        for finding in VMLAvailability.findings(in: nodes, for: target) {
            let location: VMLSourceLocation?
            let subject: String
            switch finding.subject {
            case .element:
                location = elementLocation(finding.path)
                subject = "the element"
            case .modifier:
                location = styleLocation(finding.path)
                subject = "the modifier"
            }
            report(
                .warning, .newerThanTarget,
                Messages.newerThanTarget(finding.requirement, target: target, drops: subject),
                path: finding.path, location: location)
        }
    }
}
