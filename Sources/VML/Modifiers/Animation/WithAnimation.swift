/// SwiftUI's `withAnimation(_:_:)`: runs `body` and returns its result. Actions are never called
/// on the server (spec §5) and the client animates, so the animation is accepted and not written.
///
/// ```swift
/// VmlButton("Expand") { withAnimation(.spring()) { isExpanded.toggle() } }
/// // <Button><Text>Expand</Text></Button>
/// ```
public func withAnimation<Result>(_ animation: VmlAnimation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`: runs `body`, then `completion`.
///
/// ```swift
/// withAnimation(.easeIn) { isOn = true } completion: { didFinish = true }
/// ```
public func withAnimation<Result>(
    _ animation: VmlAnimation? = .default, completionCriteria: VmlAnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// SwiftUI's `withTransaction(_:_:)`: runs `body` and returns its result; the transaction is the client's.
///
/// ```swift
/// withTransaction(VmlTransaction(animation: nil)) { selection = 2 }
/// ```
public func withTransaction<Result>(_ transaction: VmlTransaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
