import Foundation
import Synchronization
import VMLCore
import VMLPreview
import VMLPreviewServer
import VMLValidation

/// What `vml preview --serve` answers: a gallery of the files, each file's page at a stable
/// address, and the version each page polls to reload itself when its file changes.
///
/// | Address          | Answer                                                              |
/// |------------------|---------------------------------------------------------------------|
/// | `/`              | the gallery (folders listed again on each request)                 |
/// | `/_version`      | the gallery's version: changes when a file appears, goes or changes |
/// | `/page/KEY`      | the file's page (its Red Box when it has errors); 404 with a notice when it is gone |
/// | `/version/KEY`   | the file's ``FileVersion`` token, or `missing`                      |
/// | `/favicon.ico`   | 204, no content                                                     |
///
/// A KEY is a file operand's name (`Home.vml`) or a path inside a folder operand
/// (`Settings/Account.vml`); only listed files are ever read. Pages are drawn again only when
/// their file's version changed.
final class PreviewFileSite: Sendable {
    /// An operand: a file, or a folder whose `.vml` files are listed on each request.
    enum Source: Equatable, Sendable {
        case file(String)
        case folder(String)
    }

    /// A file the gallery lists: its key and its path.
    struct Listing: Equatable, Sendable {
        var key: String
        var path: String
    }

    /// A page drawn from one version of a file.
    private struct Drawn: Sendable {
        var version: String
        var page: VMLPreviewPage
    }

    let sources: [Source]
    /// The device and color scheme of every page.
    let options: VMLPreviewOptions
    /// `--os`: the validator's target (`vml check --target`'s warnings); `nil` for the schema's.
    let target: VMLOSVersion?
    /// `--schema FILE`, or `nil` to look for `vml-schema.json` beside each file.
    let schemaFile: String?
    /// The last page drawn for each path.
    private let drawn = Mutex<[String: Drawn]>([:])

    /// The answer `/version/KEY` gives for a file that is not there.
    static let missingVersion = "missing"

    init(sources: [Source], options: VMLPreviewOptions, schemaFile: String?, target: VMLOSVersion? = nil) {
        self.target = target
        self.sources = sources
        self.options = options
        self.schemaFile = schemaFile
    }

    /// The answer to `request`.
    func respond(to request: VMLPreviewRequest) -> VMLPreviewResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return VMLPreviewResponse(status: 405, headers: ["Allow": "GET, HEAD"], body: Array("Method not allowed\n".utf8))
        }
        let path = request.path
        if path == "/" || path == "/index.html" { return .html(galleryHTML()) }
        if path == "/_version" { return .text(galleryVersion()) }
        // Browsers ask for it on every page; answering nothing keeps their consoles clean.
        if path == "/favicon.ico" { return VMLPreviewResponse(status: 204) }
        if path.hasPrefix("/page/") { return pageResponse(key: String(path.dropFirst("/page/".count))) }
        if path.hasPrefix("/version/") {
            let key = String(path.dropFirst("/version/".count))
            return .text(listings().first { $0.key == key }.flatMap { FileVersion.token(ofFileAt: $0.path) } ?? Self.missingVersion)
        }
        return .notFound
    }

    /// The files, each with a key of its own: file operands by name, folder operands' files by
    /// their path inside the folder; a repeated key gets `-2`, `-3`… before `.vml`.
    func listings() -> [Listing] {
        var listings: [Listing] = []
        var used: Set<String> = []
        func add(_ key: String, _ path: String) {
            var unique = key
            var counter = 2
            while used.contains(unique) {
                let stem = key.hasSuffix(".vml") ? String(key.dropLast(4)) : key
                unique = stem + "-\(counter)" + (key.hasSuffix(".vml") ? ".vml" : "")
                counter += 1
            }
            used.insert(unique)
            listings.append(Listing(key: unique, path: path))
        }
        for source in sources {
            switch source {
            case .file(let path):
                add((path as NSString).lastPathComponent, path)
            case .folder(let folder):
                let base = folder.hasSuffix("/") ? folder : folder + "/"
                for input in CommandInput.vmlFiles(under: folder) {
                    guard let path = input.path else { continue }
                    add(path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path, path)
                }
            }
        }
        return listings
    }

    /// The address of `key`'s page.
    static func pageLink(_ key: String) -> String { "/page/" + percentEncoded(key) }

    /// The address of `key`'s version.
    static func versionLink(_ key: String) -> String { "/version/" + percentEncoded(key) }

    /// The gallery: every file listed, with its error count.
    private func galleryHTML() -> String {
        var galleryOptions = options
        galleryOptions.title = "Previews"
        galleryOptions.reloadURL = "/_version"
        galleryOptions.reloadVersion = galleryVersion()
        let entries = listings().map { listing in
            VMLPreviewGallery.Entry(name: listing.key, link: Self.pageLink(listing.key), page: page(for: listing))
        }
        return VMLPreviewGallery.indexHTML(entries, options: galleryOptions)
    }

    /// A hash of every key and version.
    private func galleryVersion() -> String {
        var text = ""
        for listing in listings() {
            text += listing.key + "\u{0}" + (FileVersion.token(ofFileAt: listing.path) ?? Self.missingVersion) + "\n"
        }
        return String(FileVersion.hash(Array(text.utf8)), radix: 16)
    }

    /// `key`'s page, or a notice that it is gone.
    private func pageResponse(key: String) -> VMLPreviewResponse {
        var noticeOptions = options
        noticeOptions.reloadURL = Self.versionLink(key)
        noticeOptions.reloadVersion = Self.missingVersion
        guard let listing = listings().first(where: { $0.key == key }) else {
            guard couldBeListed(key) else { return .notFound }
            return .html(Self.goneNotice(key, options: noticeOptions), status: 404)
        }
        guard FileVersion.token(ofFileAt: listing.path) != nil else {
            return .html(Self.goneNotice(key, options: noticeOptions), status: 404)
        }
        return .html(bytes: page(for: listing).htmlBytes)
    }

    /// The notice for a file that was deleted or cannot be read.
    private static func goneNotice(_ key: String, options: VMLPreviewOptions) -> String {
        VMLPreviewGallery.noticeHTML(
            title: key, message: "\(key) was deleted or cannot be read. This page comes back when the file does.", options: options)
    }

    /// Whether a file of a folder operand would be listed as `key`: a relative `.vml` path with
    /// no hidden, `.` or `..` part, under one of the folders.
    private func couldBeListed(_ key: String) -> Bool {
        guard key.hasSuffix(".vml") else { return false }
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return false }
        return sources.contains { if case .folder = $0 { true } else { false } }
    }

    /// The page of `listing`'s current version, drawn again only when the version changed.
    private func page(for listing: Listing) -> VMLPreviewPage {
        let version = FileVersion.token(ofFileAt: listing.path) ?? Self.missingVersion
        if let known = drawn.withLock({ $0[listing.path] }), known.version == version { return known.page }
        var pageOptions = options
        pageOptions.fileName = listing.path
        pageOptions.title = listing.key
        pageOptions.reloadURL = Self.versionLink(listing.key)
        // The version read before the file: a save in between reloads the page once more.
        pageOptions.reloadVersion = version
        let bytes = FileManager.default.contents(atPath: listing.path).map { [UInt8]($0) } ?? []
        var schemas = SchemaFinder(explicit: schemaFile)
        let schema: VMLSchema
        switch schemas.schema(for: CommandInput(name: listing.path, path: listing.path)) {
        case .success(let found): schema = found
        case .failure: schema = .empty
        }
        let page = VMLPreviewPage(source: bytes, options: pageOptions, validator: VMLValidator(schema: schema, target: target))
        drawn.withLock { $0[listing.path] = Drawn(version: version, page: page) }
        return page
    }

    /// `text` with every byte but letters, digits, `-._~` and `/` percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
