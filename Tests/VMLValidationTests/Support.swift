import VMLCore
import VMLValidation

/// A diagnostic reduced to what the tests compare: its code and its path.
struct Found: Hashable, CustomStringConvertible {
    var code: VMLDiagnostic.Code
    var path: String

    init(_ code: VMLDiagnostic.Code, _ path: String) {
        self.code = code
        self.path = path
    }

    var description: String { "\(code) at \(path)" }
}

/// The validator's findings for a document, as (code, path) pairs in order.
func findings(_ document: VMLDocument, validator: VMLValidator = VMLValidator()) -> [Found] {
    validator.validate(document).map { Found($0.code, $0.path.description) }
}

/// A symbol argument: `content: :name`.
func slot(_ label: String?, _ name: String) -> VMLArgument {
    VMLArgument(label, .symbol(name))
}

/// `attr(name type(<t>), fallback)`.
func attr(_ name: String, _ type: VMLAttrType? = nil, fallback: VMLExpression? = nil) -> VMLExpression {
    .attr(VMLAttrBinding(name, type: type, fallback: fallback))
}
