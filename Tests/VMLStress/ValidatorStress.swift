import VMLCore
import VMLValidation

/// The validator on trees no parser would accept, built in code.
enum ValidatorStress {
    static let cases: [StressCase] = [
        StressCase("HostileTreeTests/aMillionDeepTreeValidatesOnATaskStack") { () throws(StressFailure) in
            var node: VMLNode = .element(VMLNode.Element("Text", style: [VMLModifier("background", VMLArgument("content", .symbol("bg")))]))
            for _ in 0..<1_000_000 {
                node = .element(VMLNode.Element("VStack", children: [node]))
            }
            let found = VMLValidator().validate(VMLDocument([node]))
            try require(found.map(\.code) == [.missingSlot], "found \(found.map(\.code)), not [missingSlot]")
            try require(
                found.first?.path.description.hasSuffix("VStack[0] > Text[0]") == true,
                "located at \(found.first?.path.description ?? "nothing")")
        }
    ]
}
