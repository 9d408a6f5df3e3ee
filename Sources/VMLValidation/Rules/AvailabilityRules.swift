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

extension Messages {
    /// `ContentUnavailableView needs iOS 17.0, newer than the target iOS 16.0, so …`.
    static func newerThanTarget(_ requirement: VMLAvailability.Requirement, target: VMLOSVersion, drops subject: String) -> String {
        let needs =
            requirement.introduced.map { "needs \($0), newer than the target \(target)" }
            ?? "is not available on \(target.platform.rawValue)"
        var message =
            "\(requirement.declaration) \(needs), so a client on \(target) drops \(subject); "
            + "write it only for newer clients, or raise the target"
        if let introduced = requirement.introduced, let instead = VMLAvailability.instead(of: requirement.declaration),
            instead.isAvailable(on: target)
        {
            message += "; clients before \(introduced) have \(instead.declaration), which SwiftUI deprecated for it"
        }
        return message
    }
}
