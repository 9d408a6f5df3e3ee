@_spi(VMLInternals) import VMLCore

extension ValidationPass {
    /// attr-missing and attr-coercion: each `attr(…)` binding of the element's style against the
    /// element's own attributes (Docs/Spec.md §3: empty counts as missing, except `type(<string>)`).
    mutating func checkBindings(_ bindings: [VMLAttrBinding], of element: borrowing VMLNode.Element) {
        guard !bindings.isEmpty else { return }
        // A scan per binding is quickest for the usual handful; many of both get a table, so an
        // element with 100,000 attributes and bindings costs linear time, not quadratic.
        let table: [String: String]? =
            bindings.count * element.readAttributes { $0.count } > 256
            ? Dictionary(element.attributes.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
            : nil
        for binding in bindings {
            let value = table.map { $0[binding.name] } ?? element[attribute: binding.name]
            let isEmpty = value?.isEmpty ?? false
            let isMissing = value == nil || (isEmpty && binding.type != .string)

            if isMissing, binding.fallback == nil {
                let message =
                    isEmpty
                    ? Messages.attrEmpty(binding, element: element.name)
                    : Messages.attrMissing(binding, element: element.name)
                let location = isEmpty ? attributeLocation(binding.name, path) : styleLocation(path)
                report(.warning, .attrMissing, message, path: path, location: location)
            }
            if !isMissing, let type = binding.type, let value, !type.accepts(attributeValue: value) {
                report(
                    .warning, .attrCoercion, Messages.attrCoercion(binding, type: type, value: value),
                    path: path, location: attributeLocation(binding.name, path)
                )
            }
            if let type = binding.type, let fallback = binding.fallback, !type.accepts(fallback: fallback) {
                report(
                    .warning, .attrCoercion, Messages.fallbackType(binding, type: type),
                    path: path, location: styleLocation(path)
                )
            }
        }
    }
}
