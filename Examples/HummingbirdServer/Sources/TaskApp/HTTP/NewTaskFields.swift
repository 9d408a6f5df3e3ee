import Foundation
import Hummingbird

/// What the New Task form posts: its fields under their ids, as
/// `application/x-www-form-urlencoded` (`title=Buy%20milk&notes=Oat&submit=add`).
///
/// ```swift
/// let fields = try NewTaskFields(form: "title=Buy%20milk&notes=Oat&submit=add")
/// fields.title   // "Buy milk"
/// ```
public struct NewTaskFields: Decodable, Hashable, Sendable {
    /// The title field's id, and its name in the posted form.
    public static let titleField = CodingKeys.title.rawValue
    /// The notes editor's id, and its name in the posted form.
    public static let notesField = CodingKeys.notes.rawValue
    /// The most bytes a posted form may have; a larger one is a 413 screen.
    public static let maximumBytes = 16_384

    /// The title, trimmed of surrounding whitespace; a blank one is a 400 screen.
    public var title: String
    /// The notes, as typed (empty when the field was not posted).
    public var notes: String

    private enum CodingKeys: String, CodingKey {
        case title, notes
    }

    /// Reads the fields from a posted form's text; a missing or blank title throws
    /// ``ScreenError/missingTitle``.
    public init(form: String) throws {
        let decoded = try URLEncodedFormDecoder().decode(Self.self, from: form)
        guard !decoded.title.isEmpty else { throw ScreenError.missingTitle }
        self = decoded
    }

    /// Decodes the fields; `title` is trimmed, absent fields are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        self.title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
    }
}

extension Request {
    /// The New Task form posted in this request's body.
    public mutating func newTaskFields() async throws -> NewTaskFields {
        let body = try await collectBody(upTo: NewTaskFields.maximumBytes)
        return try NewTaskFields(form: String(buffer: body))
    }
}
