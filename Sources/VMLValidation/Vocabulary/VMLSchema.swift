import Foundation
import VMLCore

/// Your app's own elements and modifiers, so that `vml check --strict` knows them beside SwiftUI's.
///
/// Read from a `vml-schema.json` file next to the checked files (or passed with `--schema`):
/// ```json
/// {
///   "elements": {
///     "Card": { "attributes": ["title", "rating"], "slots": ["header", "footer"] },
///     "Star": {}
///   },
///   "modifiers": ["cardStyle(_:)", "cardStyle(elevation:)", "glow"],
///   "target": "iOS 17.0"
/// }
/// ```
/// An element without `attributes` takes any attribute; a modifier written as a bare name takes
/// any arguments, one written as a selector takes those labels (`_` for an unlabeled argument).
/// `target`, when present, is the oldest iOS the folder's screens must work on (``target``).
///
/// ```swift
/// let schema = try VMLSchema(json: Array(#"{"elements": {"Card": {"slots": ["header"]}}}"#.utf8))
/// schema.elements["Card"]?.slots   // ["header"]
/// ```
public struct VMLSchema: Hashable, Sendable, Codable {
    /// One custom element: the attributes it takes (any, when `nil`) and its named slots.
    public struct Element: Hashable, Sendable, Codable {
        /// The attribute names it takes; `nil` takes any.
        public var attributes: [String]?
        /// The template names its children fill (`header`, `footer`).
        public var slots: [String]?

        /// Creates an element entry: `VMLSchema.Element(attributes: ["title"], slots: ["header"])`.
        public init(attributes: [String]? = nil, slots: [String]? = nil) {
            self.attributes = attributes
            self.slots = slots
        }
    }

    /// Element name → its entry.
    public var elements: [String: Element]
    /// Modifier names (any arguments) and selectors (`cardStyle(elevation:)`).
    public var modifiers: [String]
    /// The oldest iOS the screens checked with this schema must work on, written as
    /// `vml check --target` takes it (`"iOS 17.0"`, `"ios17"`, `"17.4"`): a SwiftUI declaration
    /// that needs a newer one is a `newer-than-target` warning. `nil` (no `target` key) checks
    /// against the newest iOS.
    ///
    /// ```swift
    /// try VMLSchema(json: Array(#"{"target": "ios17"}"#.utf8)).target   // iOS 17.0
    /// ```
    public var target: VMLOSVersion?

    /// Creates a schema: `VMLSchema(elements: ["Star": .init()], modifiers: ["glow"])`.
    public init(elements: [String: Element] = [:], modifiers: [String] = []) {
        self.init(elements: elements, modifiers: modifiers, target: nil)
    }

    /// Creates a schema with a target: `VMLSchema(modifiers: ["glow"], target: .iOS(17))`.
    public init(elements: [String: Element] = [:], modifiers: [String] = [], target: VMLOSVersion?) {
        self.elements = elements
        self.modifiers = modifiers
        self.target = target
    }

    private enum CodingKeys: String, CodingKey {
        case elements, modifiers, target
    }

    /// The lowest target: SwiftUI's first iOS.
    static let firstTarget = VMLOSVersion.iOS(13)

    /// No custom names.
    public static let empty = VMLSchema()

    /// Reads a schema from JSON; a bad file throws one line saying where (`elements.Card.slots`).
    public init(json bytes: [UInt8]) throws(VMLSchemaError) {
        do {
            let decoded = try JSONDecoder().decode(VMLSchema.self, from: Data(bytes))
            self = decoded
        } catch let DecodingError.dataCorrupted(context) {
            // A value of the wrong form (a bad `target`) has a path; JSON that does not parse has none.
            let message = context.codingPath.isEmpty ? "not valid JSON: \(context.debugDescription)" : context.debugDescription
            throw VMLSchemaError(message: message, path: Self.path(context.codingPath))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw VMLSchemaError(message: context.debugDescription, path: Self.path(context.codingPath))
        } catch let DecodingError.keyNotFound(key, context) {
            throw VMLSchemaError(message: "missing \(key.stringValue)", path: Self.path(context.codingPath))
        } catch {
            throw VMLSchemaError(message: "not a schema: \(error.localizedDescription)", path: "")
        }
        for name in elements.keys + modifiers where name.isEmpty {
            throw VMLSchemaError(message: "an empty name", path: "")
        }
    }

    /// Decodes a schema, accepting either key when absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        elements = try container.decodeIfPresent([String: Element].self, forKey: .elements) ?? [:]
        modifiers = try container.decodeIfPresent([String].self, forKey: .modifiers) ?? []
        target = nil
        if let text = try container.decodeIfPresent(String.self, forKey: .target) {
            guard let version = VMLOSVersion(text), version >= Self.firstTarget else {
                throw DecodingError.dataCorruptedError(
                    forKey: .target, in: container,
                    debugDescription: "expected an iOS version of 13 or later, such as \"iOS 17.0\" or \"ios17\"; found \"\(text)\"")
            }
            target = version
        }
    }

    /// Encodes the schema: `target` as its description (`"iOS 17.0"`), when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(elements, forKey: .elements)
        try container.encode(modifiers, forKey: .modifiers)
        try container.encodeIfPresent(target?.description, forKey: .target)
    }

    /// The schema as JSON, names sorted, one element a line, for a `vml-schema.json` file.
    ///
    /// ```swift
    /// print(VMLSchema(elements: ["Star": .init()], modifiers: ["glow"]).json())
    /// // {
    /// //   "elements": {
    /// //     "Star": {}
    /// //   },
    /// //   "modifiers": ["glow"]
    /// // }
    /// ```
    public func json() -> String {
        func quoted(_ text: String) -> String {
            guard let data = try? JSONEncoder().encode(text) else { return "\"\"" }
            return String(decoding: data, as: UTF8.self)
        }
        func list(_ names: [String]) -> String { "[" + names.map(quoted).joined(separator: ", ") + "]" }
        let lines = elements.keys.sorted().map { name -> String in
            let element = elements[name] ?? Element()
            var fields: [String] = []
            if let attributes = element.attributes { fields.append("\"attributes\": " + list(attributes)) }
            if let slots = element.slots { fields.append("\"slots\": " + list(slots)) }
            return "    \(quoted(name)): {" + fields.joined(separator: ", ") + "}"
        }
        let body = lines.isEmpty ? "{}" : "{\n" + lines.joined(separator: ",\n") + "\n  }"
        let targetLine = target.map { ",\n  \"target\": \(quoted($0.description))" } ?? ""
        return "{\n  \"elements\": \(body),\n  \"modifiers\": \(list(modifiers.sorted()))\(targetLine)\n}\n"
    }

    /// The modifier entries as name → label lists (`nil`: any arguments).
    var modifierSignatures: [String: [[String?]]?] {
        var anyArguments: Set<String> = []
        var labels: [String: [[String?]]] = [:]
        for entry in modifiers {
            guard let open = entry.firstIndex(of: "("), entry.hasSuffix(")") else {
                anyArguments.insert(entry)
                continue
            }
            let inner = entry[entry.index(after: open)..<entry.index(before: entry.endIndex)]
            labels[String(entry[..<open]), default: []].append(inner.split(separator: ":").map { $0 == "_" ? nil : String($0) })
        }
        var signatures: [String: [[String?]]?] = [:]
        for (name, lists) in labels { signatures[name] = .some(lists) }
        for name in anyArguments { signatures[name] = .some(nil) }
        return signatures
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
    }
}

/// A schema file that cannot be read: one line, with where in the JSON.
public struct VMLSchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where in the JSON (`elements.Card.slots`), empty for the whole file.
    public var path: String

    /// `elements.Card.slots: expected an array`, one line.
    public var description: String {
        VMLDisplayText.message(path.isEmpty ? message : "\(path): \(message)")
    }
}
