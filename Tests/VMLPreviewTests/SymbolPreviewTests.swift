import Foundation
import Testing
import VMLTestSupport

@testable import VMLPreview

@Suite("Preview: SF Symbols as glyphs")
struct SymbolPreviewTests {
    /// A name, the glyph it draws (`nil`: the placeholder) and whether filled.
    struct Lookup: Sendable, CustomTestStringConvertible {
        let name: String
        let lucide: String?
        let filled: Bool
        let sourceLocation: SourceLocation
        init(_ name: String, _ lucide: String?, filled: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
            self.name = name
            self.lucide = lucide
            self.filled = filled
            self.sourceLocation = sourceLocation
        }
        var testDescription: String { name }
    }

    static let lookups: [Lookup] = [
        Lookup("star", "star"),
        Lookup("star.fill", "star", filled: true),
        Lookup("xmark.circle.fill", "circle-x", filled: true),
        Lookup("person.crop.circle.fill", "circle-user", filled: true),
        Lookup("person.fill.badge.plus", "user-plus", filled: true),
        Lookup("square.and.arrow.up", "share"),
        Lookup("chevron.right", "chevron-right"),
        Lookup("no.such.symbol", nil),
        Lookup("fill", nil),
    ]

    @Test("a name is looked up as written, then without its .fill parts", arguments: lookups)
    func lookup(_ row: Lookup) {
        let found = SymbolGlyph.named(row.name)
        #expect(found?.glyph.lucide == row.lucide, sourceLocation: row.sourceLocation)
        if row.lucide != nil { #expect(found?.filled == row.filled, sourceLocation: row.sourceLocation) }
    }

    @Test("every record reads, on Lucide's grid, with its shapes")
    func records() {
        #expect(SymbolGlyph.records.count >= 300)
        for (name, record) in SymbolGlyph.records {
            let glyph = SymbolGlyph(record: record)
            #expect(glyph != nil, "\(name)")
            guard let glyph else { continue }
            #expect(glyph.minX >= 0 && glyph.width > 0 && glyph.minX + glyph.width <= 24.01, "\(name)")
            #expect(glyph.outline.hasPrefix("<") && !glyph.filled.isEmpty || !glyph.container.isEmpty, "\(name)")
        }
    }

    @Test("the 300 names open-source SwiftUI code uses most are mapped (Benchmarks/SymbolSurvey/counts.tsv)")
    func surveyCoverage() throws {
        let counts = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Benchmarks/SymbolSurvey/counts.tsv")
        let rows = try String(contentsOf: counts, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        let top = rows.prefix(300).map { String($0.split(separator: "\t")[0]) }
        #expect(top.count == 300)
        let unmapped = top.filter { !SymbolGlyph.isMapped($0) }
        #expect(unmapped.count <= 15, "\(unmapped)")
        // The 100 most used, every one.
        #expect(top.prefix(100).allSatisfy(SymbolGlyph.isMapped), "\(top.prefix(100).filter { !SymbolGlyph.isMapped($0) })")
    }

    @Test("an Image draws its glyph, as wide as its ink, defined once in the page's sheet")
    func glyphDefinedOnce() throws {
        let page = PreviewMarkup(
            #"<VStack><Image systemName="star"/><Image systemName="star"/><Image systemName="chevron.right"/></VStack>"#)
        let image = try #require(page.box(path: "VStack[0] > Image[0]"))
        #expect(image.hasPrefix(#"<svg class="symbol glyph""#))
        #expect(image.contains(#"viewBox="1.02 0 21.95 24""#))
        #expect(image.contains(##"<use href="#sf-star"/>"##))
        #expect(page.box(path: "VStack[0] > Image[2]")?.contains(#"viewBox="8 0 8 24""#) == true)
        #expect(page.html.components(separatedBy: #"id="sf-star""#).count == 2)
        #expect(page.html.contains(#"<svg class="symbol-sheet""#))
        #expect(!page.html.contains(#"id="sf-heart""#))
        #expect(page.page.approximatedCount == 0)
    }

    @Test("a page without symbols carries no glyph, and a name without one keeps its placeholder")
    func placeholder() throws {
        let plain = PreviewMarkup("<Text>Hi</Text>")
        #expect(!plain.html.contains("symbol-sheet"))
        let unknown = PreviewMarkup(#"<Image systemName="no.such.symbol"/>"#)
        let image = try #require(unknown.box(path: "Image[0]"))
        #expect(image.hasPrefix(#"<span class="symbol" "#) && image.contains(#"data-symbol="no.such.symbol""#))
        #expect(!unknown.html.contains("symbol-sheet"))
        #expect(unknown.page.approximatedCount == 1)
    }

    /// A style, the id its use refers to and a piece its definition holds.
    struct Variant: Sendable, CustomTestStringConvertible {
        let markup: String
        let id: String
        let definition: String
        let sourceLocation: SourceLocation
        init(_ markup: String, _ id: String, _ definition: String, sourceLocation: SourceLocation = #_sourceLocation) {
            self.markup = markup
            self.id = id
            self.definition = definition
            self.sourceLocation = sourceLocation
        }
        var testDescription: String { markup }
    }

    static let variants: [Variant] = [
        Variant(#"<Image systemName="heart.fill"/>"#, "sf-heart.fill", #"<path fill="currentColor""#),
        Variant(#"<Image systemName="heart" style="symbolVariant(.fill)"/>"#, "sf-heart.fill", #"<path fill="currentColor""#),
        Variant(
            #"<Image systemName="checkmark" style="symbolVariant(.circle.fill)"/>"#, "sf-checkmark.circle.fill",
            #"<mask id="msf-checkmark.circle.fill""#),
        Variant(
            #"<Image systemName="xmark.circle.fill" style="symbolVariant(.none)"/>"#, "sf-xmark.circle",
            #"<circle cx="12" cy="12" r="10"/>"#),
        Variant(
            #"<VStack style="symbolVariant(.fill)"><Image systemName="star"/></VStack>"#, "sf-star.fill", #"<path fill="currentColor""#),
        Variant(
            #"<Image systemName="person.crop.circle" style="symbolRenderingMode(.hierarchical)"/>"#, "sf-person.crop.circle-h",
            #"<g opacity=".4">"#),
        Variant(
            #"<Image systemName="xmark.circle.fill" style="symbolRenderingMode(.hierarchical)"/>"#, "sf-xmark.circle.fill-h",
            #"<g fill="currentColor" opacity=".3">"#),
        Variant(
            #"<TabView><Tab systemImage="house" title="Home"><Text>A</Text></Tab></TabView>"#, "sf-house.fill",
            #"<mask id="msf-house.fill""#),
    ]

    @Test("symbolVariant, symbolRenderingMode and a tab bar choose the glyph drawn", arguments: variants)
    func variant(_ row: Variant) {
        let page = PreviewMarkup(row.markup)
        #expect(page.html.contains("<use href=\"#" + row.id + "\"/>"), sourceLocation: row.sourceLocation)
        #expect(page.html.contains("id=\"" + row.id + "\""), sourceLocation: row.sourceLocation)
        #expect(page.html.contains(row.definition), sourceLocation: row.sourceLocation)
    }

    @Test("imageScale and font size a glyph, as they size a symbol in SwiftUI")
    func sizing() throws {
        let page = PreviewMarkup(
            #"<HStack><Image systemName="gear" style="imageScale(.large)"/><Image systemName="gear" style="font(.largeTitle)"/></HStack>"#)
        #expect(page.box(path: "HStack[0] > Image[0]")?.contains("--image-scale:1.3;") == true)
        #expect(page.box(path: "HStack[0] > Image[1]")?.contains("font-size:34px") == true)
        #expect(page.page.approximatedCount == 0)
    }
}
