/// The gradient rule (Docs/CanonicalForm.md#gradients), applied to every argument list.
///
/// `stops: [s0, …, sn-1]` where every item is `Gradient.Stop(color: C, location: L)` or
/// `.init(color: C, location: L)` with a number `L`:
/// - evenly spaced (n ≥ 2 and L_i = i/(n-1) within 1e-9) becomes `colors: [C0, …]`;
/// - otherwise the stops are kept, each spelled `Gradient.Stop(…)`.
///
/// `Gradient(stops: …)` is one such argument list, so it becomes `Gradient(colors: …)`.
enum GradientRule {
    /// The tolerance for an evenly spaced location.
    static let tolerance = 1e-9

    /// The canonical replacement for `argument`, or `nil` when the rule leaves it as it is.
    /// Inlined, so an argument that is no list (almost every one) costs its writer one compare.
    @inline(__always)
    static func rewrite(_ argument: VMLArgument) -> VMLArgument? {
        guard case .array(let items) = argument.value, argument.label == "stops" else { return nil }
        return rewrite(stops: items.elements)
    }

    /// The canonical replacement for the argument `stops: items`.
    private static func rewrite(stops items: [VMLExpression]) -> VMLArgument? {
        var colors: [VMLExpression] = []
        var locations: [Double] = []
        var spelledInit = false
        colors.reserveCapacity(items.count)
        locations.reserveCapacity(items.count)
        for item in items {
            guard let stop = stop(item) else { return nil }
            colors.append(stop.color)
            locations.append(stop.location)
            spelledInit = spelledInit || stop.spelledInit
        }
        if isEven(locations) {
            return VMLArgument("colors", .array(colors))
        }
        guard spelledInit else { return nil }
        let stops = zip(colors, locations).map { color, location in
            VMLExpression.call(
                stopCallee,
                [VMLArgument("color", color), VMLArgument("location", .number(location))]
            )
        }
        return VMLArgument("stops", .array(stops))
    }

    /// `Gradient.Stop`, the canonical callee of a stop.
    static let stopCallee = VMLExpression.member(.identifier("Gradient"), "Stop")

    /// Reads `Gradient.Stop(color: C, location: L)` or `.init(color: C, location: L)`.
    private static func stop(
        _ expression: VMLExpression
    ) -> (color: VMLExpression, location: Double, spelledInit: Bool)? {
        guard case .call(let call) = expression, case (let callee, let arguments) = call.parts, arguments.count == 2,
            arguments[0].label == "color", arguments[1].label == "location",
            case .number(let location) = arguments[1].value
        else { return nil }
        let spelledInit: Bool
        if callee == stopCallee {
            spelledInit = false
        } else if callee == .implicitMember("init") {
            spelledInit = true
        } else {
            return nil
        }
        return (arguments[0].value, location, spelledInit)
    }

    private static func isEven(_ locations: [Double]) -> Bool {
        guard locations.count >= 2 else { return false }
        let last = Double(locations.count - 1)
        return locations.enumerated().allSatisfy { index, location in
            (location - Double(index) / last).magnitude <= tolerance
        }
    }
}
