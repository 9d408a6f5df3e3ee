/// SwiftUI's `AnyTransition`, spelled `VmlAnyTransition`: the DSL's ``VmlTransition`` under
/// SwiftUI's name, so `AnyTransition.opacity` and `AnyTransition(.slide).combined(with: .opacity)`
/// port with the prefix alone.
///
/// ```swift
/// VmlText("a").transition(VmlAnyTransition(.slide).combined(with: .opacity))
/// // <Text style="transition(.slide.combined(with: .opacity))">a</Text>
/// ```
public typealias VmlAnyTransition = VmlTransition
