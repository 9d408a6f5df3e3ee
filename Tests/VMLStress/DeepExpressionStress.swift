import Foundation
import VMLCore

/// A style expression a million levels deep, built in code: comparing and hashing it walk with
/// loops, never recursing on the stack, and JSON coding refuses it instead of recursing.
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

    /// Takes apart an expression this code alone holds, a level at a time, so that nothing is
    /// freed recursively: Swift frees an `indirect` enum's cases recursively, and an enum has no
    /// `deinit` to do this in (Docs/Security.md).
    static func takeApart(_ expression: consuming VMLExpression) {
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .member(let base, _): pending.append(base)
            case .call(let callee, let arguments): pending.append(contentsOf: [callee] + arguments.map(\.value))
            case .array(let elements): pending.append(contentsOf: elements)
            case .tuple(let fields): pending.append(contentsOf: fields.map(\.value))
            case .attr(let binding): if let fallback = binding.fallback { pending.append(fallback) }
            case .range(.closed(let lower, let upper)), .range(.halfOpen(let lower, let upper)): pending.append(contentsOf: [lower, upper])
            case .range(.from(let bound)), .range(.through(let bound)), .range(.upTo(let bound)): pending.append(bound)
            default: break
            }
        }
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
            takeApart(consume a)
            takeApart(consume b)
            takeApart(consume differentLeaf)
            takeApart(consume shallower)
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
            _ = consume document  // `deep` still holds the expression: nothing is freed yet
            takeApart(consume deep)
            try require(threw, "encoding a million-deep expression did not throw")
        },
    ]
}
