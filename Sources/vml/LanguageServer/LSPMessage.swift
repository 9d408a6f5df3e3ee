import Foundation

/// A request's id: the protocol allows a number or a string.
enum LSPRequestID: Hashable, Sendable, Codable {
    case number(Int)
    case string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// One message from the client: its JSON text, with the id and method read from it.
///
/// A message with an id and a method is a request, one with a method only a notification, and
/// one with an id only a response (to nothing this server asks, so it is ignored). The
/// parameters are decoded by the handler, into the type it expects (``params(_:)``).
struct LSPMessage: Sendable {
    var id: LSPRequestID?
    var method: String?
    /// The JSON text.
    var body: [UInt8]

    /// The deepest nesting of arrays and objects a message may have: far more than the
    /// protocol's own messages use, and low enough that no decoder can run out of stack.
    static let maximumDepth = 64

    private struct Envelope: Decodable {
        var id: LSPRequestID?
        var method: String?
    }

    /// Reads the id and method of `body`; throws an ``LSPResponseError`` (parse error) when it is
    /// not a JSON object or nests too deeply.
    init(body: [UInt8]) throws(LSPResponseError) {
        if let problem = Self.nestingProblem(body) {
            throw LSPResponseError(code: LSPResponseError.parseError, message: problem)
        }
        do {
            let envelope = try JSONDecoder().decode(Envelope.self, from: Data(body))
            self.id = envelope.id
            self.method = envelope.method
            self.body = body
        } catch {
            throw LSPResponseError(code: LSPResponseError.parseError, message: "the message is not a JSON-RPC object: \(error)")
        }
    }

    private struct Parameters<Value: Decodable>: Decodable {
        var params: Value
    }

    /// The message's `params`, decoded as `type`; throws an ``LSPResponseError`` (invalid params).
    func params<Value: Decodable>(_ type: Value.Type) throws(LSPResponseError) -> Value {
        do {
            return try JSONDecoder().decode(Parameters<Value>.self, from: Data(body)).params
        } catch {
            throw LSPResponseError(code: LSPResponseError.invalidParams, message: "invalid params for \(method ?? "the request"): \(error)")
        }
    }

    /// A message why `body` cannot be decoded safely (not an object, or nested too deeply), or `nil`.
    /// One pass over the bytes, strings skipped.
    static func nestingProblem(_ body: [UInt8]) -> String? {
        var depth = 0
        var inString = false
        var escaped = false
        var first: UInt8?
        for byte in body {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                }
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case 0x22: inString = true
            case 0x5B, 0x7B:
                depth += 1
                if depth > maximumDepth { return "the message nests arrays and objects more than \(maximumDepth) deep" }
            case 0x5D, 0x7D: depth -= 1
            default: break
            }
            if first == nil { first = byte }
        }
        return first == 0x7B ? nil : "the message is not a JSON object"
    }
}

/// An error answered to a request, with the protocol's codes.
struct LSPResponseError: Error, Sendable, Encodable, Equatable {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    static let serverNotInitialized = -32002
    static let requestFailed = -32803
    static let requestCancelled = -32800

    var code: Int
    var message: String
}

/// What the server sends: a response or a notification, written as JSON.
enum LSPOutgoing {
    private struct Response<Result: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: LSPRequestID?
        var result: Result

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        }
    }

    private struct ErrorResponse: Encodable {
        var jsonrpc = "2.0"
        var id: LSPRequestID?
        var error: LSPResponseError

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(jsonrpc, forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }
    }

    private struct Notification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    /// A response carrying `result` (`null` for `nil`).
    static func response(id: LSPRequestID?, result: some Encodable) -> [UInt8] {
        encode(Response(id: id, result: result))
    }

    /// An error response.
    static func error(id: LSPRequestID?, _ error: LSPResponseError) -> [UInt8] {
        encode(ErrorResponse(id: id, error: error))
    }

    /// A notification.
    static func notification(_ method: String, params: some Encodable) -> [UInt8] {
        encode(Notification(method: method, params: params))
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else {
            return Array(
                #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"vml lsp: a reply could not be encoded"}}"#
                    .utf8)
        }
        return [UInt8](data)
    }
}
