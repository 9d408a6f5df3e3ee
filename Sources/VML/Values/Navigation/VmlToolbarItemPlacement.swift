/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`): `.topBarLeading`, `.topBarTrailing`, …
public struct VmlToolbarItemPlacement: VmlValue, Hashable {
    /// The value as a style expression.
    public var expression: VMLExpression

    /// Wraps a style expression.
    public init(expression: VMLExpression) {
        self.expression = expression
    }
}

extension VmlToolbarItemPlacement {
    /// `.automatic`
    public static var automatic: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("automatic")) }
    /// `.principal`
    public static var principal: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("principal")) }
    /// `.navigation`
    public static var navigation: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("navigation")) }
    /// `.primaryAction`
    public static var primaryAction: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("primaryAction")) }
    /// `.secondaryAction`
    public static var secondaryAction: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("secondaryAction")) }
    /// `.confirmationAction`
    public static var confirmationAction: VmlToolbarItemPlacement {
        VmlToolbarItemPlacement(expression: .implicitMember("confirmationAction"))
    }
    /// `.cancellationAction`
    public static var cancellationAction: VmlToolbarItemPlacement {
        VmlToolbarItemPlacement(expression: .implicitMember("cancellationAction"))
    }
    /// `.destructiveAction`
    public static var destructiveAction: VmlToolbarItemPlacement {
        VmlToolbarItemPlacement(expression: .implicitMember("destructiveAction"))
    }
    /// `.topBarLeading`
    public static var topBarLeading: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("topBarLeading")) }
    /// `.topBarTrailing`
    public static var topBarTrailing: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("topBarTrailing")) }
    /// `.navigationBarLeading` (SwiftUI's older name for `.topBarLeading`).
    public static var navigationBarLeading: VmlToolbarItemPlacement {
        VmlToolbarItemPlacement(expression: .implicitMember("navigationBarLeading"))
    }
    /// `.navigationBarTrailing` (SwiftUI's older name for `.topBarTrailing`).
    public static var navigationBarTrailing: VmlToolbarItemPlacement {
        VmlToolbarItemPlacement(expression: .implicitMember("navigationBarTrailing"))
    }
    /// `.bottomBar`
    public static var bottomBar: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("bottomBar")) }
    /// `.keyboard`
    public static var keyboard: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("keyboard")) }
    /// `.status`
    public static var status: VmlToolbarItemPlacement { VmlToolbarItemPlacement(expression: .implicitMember("status")) }
}
