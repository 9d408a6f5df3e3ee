import VMLCore

/// The ranges SwiftUI (and CSS, for VML's color functions) documents for numbers, where a value
/// outside is a mistake: SwiftUI clamps an opacity to 0...1, logs "Invalid frame dimension" for a
/// negative frame, and draws no line at all for `lineLimit(0)`; CSS clamps `rgb(300, 0, 0)`.
///
/// ```swift
/// RangeRules.problem(in: .function(.rgb, [300, -5, 0]))   // outOfRange(written: "rgb(300, -5, 0)", …, fix: "rgb(255, 0, 0)")
/// ```
enum RangeRules {
    /// The bounds of one parameter: `lower...upper`, either open.
    struct Bounds: Sendable {
        var lower: Double?
        var upper: Double?

        func clamped(_ value: Double) -> Double {
            min(max(value, lower ?? -.infinity), upper ?? .infinity)
        }

        func contains(_ value: Double) -> Bool { clamped(value) == value }

        /// `from 0 to 1`, `at least 1`.
        var text: String {
            switch (lower, upper) {
            case (let lower?, let upper?): "from \(RangeRules.format(lower)) to \(RangeRules.format(upper))"
            case (let lower?, nil): "at least \(RangeRules.format(lower))"
            case (nil, let upper?): "at most \(RangeRules.format(upper))"
            case (nil, nil): "any number"
            }
        }
    }

    /// Modifier → parameter label (`_` for none) → its bounds.
    static let modifiers: [String: [String: Bounds]] = {
        let fraction = Bounds(lower: 0, upper: 1)
        let length = Bounds(lower: 0)
        let count = Bounds(lower: 1)
        var frame: [String: Bounds] = [:]
        for label in ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"] {
            frame[label] = length
        }
        // A grid column's size (`GridItem.Size`) is a length: `.fixed(_:)` (also
        // `Edge.Corner.Style.fixed(_:)`, a radius), and the bounds of `.flexible` and `.adaptive`.
        let sizeBounds = ["minimum": length, "maximum": length]
        return [
            ".fixed": ["_": length],
            ".flexible": sizeBounds,
            ".adaptive": sizeBounds,
            "opacity": ["_": fraction],
            "minimumScaleFactor": ["_": fraction],
            "lineLimit": ["_": count],
            "gridCellColumns": ["_": count],
            "frame": frame,
        ]
    }()

    /// The first number argument of a modifier call outside its parameter's bounds, or `nil`.
    static func problem(
        calling name: String, arguments: [VMLArgument], parameters: [SwiftUIVocabulary.Parameter]
    ) -> ArgumentProblem? {
        guard let table = modifiers[name] else { return nil }
        for (argument, parameter) in zip(arguments, parameters) {
            guard case .number(let value) = argument.value, let bounds = table[parameter.label ?? "_"],
                !bounds.contains(value)
            else { continue }
            let label = argument.label.map { "\($0): " } ?? ""
            let selector = name + "(" + (argument.label ?? "_") + ":)"
            return .outOfRange(
                written: "\(name)(\(label)\(format(value)))",
                range: "SwiftUI's \(selector) is \(bounds.text), and a value outside is clamped or refused",
                fix: "\(name)(\(label)\(format(bounds.clamped(value))))")
        }
        return nil
    }

    /// A member call in a chain whose number is out of range: `.blue.opacity(1.5)`, as the
    /// modifier of that name (only `opacity` has one among the members VML writes in chains).
    static func problem(member name: String, arguments: [VMLArgument]) -> ArgumentProblem? {
        guard name == "opacity", arguments.count == 1, arguments[0].label == nil else { return nil }
        guard
            case .outOfRange(let written, let range, let fix)? = problem(
                calling: name, arguments: arguments, parameters: [SwiftUIVocabulary.Parameter(label: nil, kind: .number)])
        else { return nil }
        return .outOfRange(written: "." + written, range: range, fix: "." + fix)
    }

    /// A color function with a component outside CSS's range: `rgb` components 0 to 255 (or 0% to
    /// 100%), saturation and lightness 0% to 100%, alpha 0 to 1 (or 0% to 100%). The hue is an
    /// angle, which wraps.
    static func problem(in color: CSSColor) -> ArgumentProblem? {
        guard case .function(let function, let components) = color else { return nil }
        var fixed = components
        for index in components.indices {
            let component = components[index]
            let isAlpha = index == 3
            let bounds: Bounds
            if component.isPercentage {
                bounds = Bounds(lower: 0, upper: 100)
            } else if isAlpha {
                bounds = Bounds(lower: 0, upper: 1)
            } else if function == .rgb || function == .rgba {
                bounds = Bounds(lower: 0, upper: 255)
            } else if index == 0 {
                continue  // hue
            } else {
                bounds = Bounds(lower: 0, upper: 100)
            }
            fixed[index].value = bounds.clamped(component.value)
        }
        guard fixed != components else { return nil }
        let range =
            function == .rgb || function == .rgba
            ? "red, green and blue are from 0 to 255 (or 0% to 100%) and alpha from 0 to 1, and CSS clamps the rest"
            : "saturation and lightness are from 0% to 100% and alpha from 0 to 1, and CSS clamps the rest"
        return .outOfRange(written: write(function, components), range: range, fix: write(function, fixed))
    }

    private static func write(_ function: CSSColor.Function, _ components: [CSSColor.Component]) -> String {
        function.rawValue + "(" + components.map { format($0.value) + ($0.isPercentage ? "%" : "") }.joined(separator: ", ") + ")"
    }

    /// `1`, `0.5`, `-5`: a number as VML writes it.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
