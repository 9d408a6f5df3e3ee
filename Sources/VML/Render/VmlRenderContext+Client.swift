extension VmlRenderContext {
    /// This context for a client running `os` (`nil`: unknown, rendered as for the newest), with
    /// `newerDeclarations` as its policy when given (the context's otherwise).
    ///
    /// ```swift
    /// let context = VmlRenderContext(locale: Locale(identifier: "en_US")).forClient(VMLOSVersion("iOS/16.4"))
    /// try context.apply { vmlAvailable(iOS: 17) }   // false
    /// ```
    public func forClient(_ os: VMLOSVersion?, newerDeclarations: NewerDeclarations? = nil) -> VmlRenderContext {
        var context = self
        context.clientOS = os
        if let newerDeclarations { context.newerDeclarations = newerDeclarations }
        return context
    }

    /// `nodes` as the current context's client gets them: as they are when there is no context,
    /// no ``clientOS`` or the policy is ``NewerDeclarations/write`` (nothing is walked then);
    /// without what the client lacks (``NewerDeclarations/drop``); or the first declaration it
    /// lacks thrown (``NewerDeclarations/fail``).
    static func forClient(_ nodes: [VMLNode]) throws(VMLSerializationError) -> [VMLNode] {
        guard let context = current, let client = context.clientOS else { return nodes }
        return try context.applyingNewerDeclarations(to: nodes, client: client)
    }

    /// ``newerDeclarations`` applied to `nodes` for `client`.
    func applyingNewerDeclarations(to nodes: [VMLNode], client: VMLOSVersion) throws(VMLSerializationError) -> [VMLNode] {
        switch newerDeclarations {
        case .write:
            return nodes
        case .drop:
            return VMLAvailability.removingDeclarations(newerThan: client, from: nodes)
        case .fail:
            if let finding = VMLAvailability.findings(in: nodes, for: client).first {
                throw VMLSerializationError(path: finding.path, reason: finding.error)
            }
            return nodes
        }
    }
}

extension VmlView {
    /// The view's nodes built in `context`, its ``VmlRenderContext/newerDeclarations`` applied for
    /// its client: the tree ``renderVML(_:in:)`` writes (for `assertVmlSnapshot(of:clients:…)`).
    @_spi(VMLInternals) public func vmlNodes(in context: VmlRenderContext) throws(VMLSerializationError) -> [VMLNode] {
        let result = VmlRenderContext.$current.withValue(context) { () -> Result<[VMLNode], VMLSerializationError> in
            do throws(VMLSerializationError) {
                return .success(try VmlRenderContext.forClient(vmlContent.nodes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
