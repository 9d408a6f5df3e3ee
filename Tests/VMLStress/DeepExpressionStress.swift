import Foundation
import VMLCore

/// A style expression a million levels deep, built in code: comparing and hashing it walk with
/// loops, freeing it takes its boxes apart with a loop, never recursing on the stack, and JSON
/// coding refuses it instead of recursing.
/// (Tests/VMLCoreTests' DeepTreeTests and DeepExpressionTests check the same results on
/// shallower expressions in `swift test`.)
enum DeepExpressionStress {
    static let depth = 1_000_000

    /// An expression `depth` levels deep around `leaf`, built with a loop: each level is one of
    /// the six cases that hold expressions, in turn (as DeepExpressionTests.chain builds it).
    static func chain(_ depth: Int, leaf: VMLExpression = .member("red")) -> VMLExpression {
        var expression = leaf
        for level in 0..<depth {
            switch level % 6 {
            case 0: expression = .member(expression, "opacity")
            case 1: expression = .call(expression, [VMLArgument("x", 1), VMLArgument(nil, .string("s"))])
            case 2: expression = .array([1, expression])
            case 3: expression = .tuple([VMLArgument("y", expression)])
            case 4: expression = .range(.closed(0, expression))
            default: expression = .attr(VMLAttrBinding("a", type: .number, fallback: expression))
            }
        }
        return expression
    }

    static let cases: [StressCase] = [
        StressCase("DeepExpression/aMillionDeepExpressionComparesAndHashes") { () throws(StressFailure) in
            let a = chain(depth)
            let b = chain(depth)
            let differentLeaf = chain(depth, leaf: .member("blue"))
            let shallower = chain(depth - 1)
            let equal = a == b
            let sameHash = a.hashValue == b.hashValue
            let leafTold = a != differentLeaf
            let depthTold = a != shallower
            let argumentsEqual = VMLArgument(a) == VMLArgument(b)
            let modifiersEqual = VMLModifier("m", VMLArgument(a)) == VMLModifier("m", VMLArgument(b))
            try require(equal, "two equal expressions compare unequal")
            try require(sameHash, "two equal expressions hash differently")
            try require(leafTold, "expressions with different leaves compare equal")
            try require(depthTold, "expressions of different depths compare equal")
            try require(argumentsEqual && modifiersEqual, "arguments or modifiers holding equal expressions compare unequal")
        },
        StressCase("DeepExpression/jsonCodingRefusesADeepExpressionInsteadOfRecursing") { () throws(StressFailure) in
            let deep = chain(depth)
            let document = VMLDocument([.element("E", style: [VMLModifier("m", VMLArgument(deep))])])
            let threw = (try? JSONEncoder().encode(document)) == nil
            try require(threw, "encoding a million-deep expression did not throw")
        },
        StressCase("DeepExpression/aMillionDeepExpressionIsFreedWithoutRecursing") { () throws(StressFailure) in
            // Each of the six nesting cases alone, then all in turn; one copy shared by a style
            // and a binding, freed in either order: none may take a stack frame per level.
            for kind in 0..<6 {
                var expression: VMLExpression = .member("red")
                for _ in 0..<depth {
                    switch kind {
                    case 0: expression = .member(expression, "opacity")
                    case 1: expression = .call(expression, [])
                    case 2: expression = .array([expression])
                    case 3: expression = .tuple([VMLArgument(expression)])
                    case 4: expression = .range(.from(expression))
                    default: expression = .attr(VMLAttrBinding("a", fallback: expression))
                    }
                }
                _ = consume expression
            }
            var shared: VMLStyle? = [VMLModifier("m", VMLArgument(chain(depth)))]
            var binding: VMLAttrBinding? = VMLAttrBinding("a", fallback: shared?.modifiers.first?.arguments.first?.value)
            shared = nil
            let fallbackKept = binding?.fallback != nil
            binding = nil
            try require(fallbackKept && binding == nil, "a shared expression was lost when its other owner was freed")
        },
    ]
}
