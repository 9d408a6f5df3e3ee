import VMLCore

extension Messages {
    // MARK: The target's iOS (newer-than-target)

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
