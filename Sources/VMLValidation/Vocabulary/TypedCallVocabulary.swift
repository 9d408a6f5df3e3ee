/// What `vml swift` reads of the catalog: the modifier overloads it may write as typed DSL calls
/// (the `t` lines: SwiftUI's parameters that the DSL's declaration also has, with their defaults)
/// and the static members the DSL does not declare (the `u` lines). Kept apart from
/// ``SwiftUIVocabulary`` so `vml check` never reads them.
///
/// ```swift
/// TypedCallVocabulary.shared.overloads["opacity"]   // [[Parameter(label: nil, accepts: .number, hasDefault: false)]]
/// ```
struct TypedCallVocabulary: Sendable {
    /// Modifier name → the parameters of each overload a typed call may spell.
    private(set) var overloads: [String: [[VMLSwiftUIAPI.Parameter]]] = [:]
    /// Value type → its static members the DSL does not declare.
    private(set) var missingMembers: [String: Set<String>] = [:]

    /// The vocabulary of the catalog's `t` and `u` lines.
    static let shared = TypedCallVocabulary(lines: typedCallLines)

    /// Reads `t NAME PARAM…` and `u TYPE MEMBER` lines; a parameter is `label:kind`, `_` when
    /// unlabeled, with `=` after it when SwiftUI gives it a default, and kind `i` for an `Int`.
    init(lines text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2 else { continue }
            switch fields[0] {
            case "t":
                let parameters = fields.dropFirst(2).map { field -> VMLSwiftUIAPI.Parameter in
                    let label = field.prefix { $0 != ":" }
                    let hasDefault = field.hasSuffix("=")
                    let kind = field.dropFirst(label.count + 1).dropLast(hasDefault ? 1 : 0)
                    let accepts: VMLSwiftUIAPI.Accepts =
                        kind == "i" ? .integer : VMLSwiftUIAPI.Accepts(ArgumentKind(Array(kind.utf8)[...]))
                    return VMLSwiftUIAPI.Parameter(label: label == "_" ? nil : String(label), accepts: accepts, hasDefault: hasDefault)
                }
                overloads[String(fields[1]), default: []].append(parameters)
            case "u" where fields.count >= 3:
                missingMembers[String(fields[1]), default: []].insert(String(fields[2]))
            default:
                continue
            }
        }
    }
}
