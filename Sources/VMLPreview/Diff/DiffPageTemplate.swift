import Foundation
import VMLCore

/// The visual diff's page (``VMLPreviewDiffPage``): the two drawings side by side, each a preview
/// page in an `iframe` (`srcdoc`, so the page stays one file and each drawing keeps its own ids and
/// styles), with the outlines as CSS rules on `data-vml-path` added to that drawing's page; then
/// the legend, the differences and the text diff.
struct DiffPageTemplate {
    let oldName: String
    let newName: String
    let options: VMLPreviewOptions
    let differences: [(difference: VMLDifference, oldPath: VMLNodePath)]
    let outlines: [VMLPreviewDiffPage.Outline]
    let moreDifferences: Bool
    let textDiff: String

    /// The outline style of each kind: color and line, distinct from the preview's dashed red
    /// "not drawn" mark.
    static func outlineStyle(_ kind: VMLPreviewDiffPage.Outline.Kind) -> String {
        switch kind {
        case .removed: "outline:2px solid #e5484d!important;outline-offset:1px!important"
        case .inserted: "outline:2px solid #2f9e44!important;outline-offset:1px!important"
        case .changed: "outline:3px double #f08c00!important;outline-offset:1px!important"
        }
    }

    /// The tint under a text node's outline (a text run's outline can be clipped by its line box).
    static func textTint(_ kind: VMLPreviewDiffPage.Outline.Kind) -> String {
        switch kind {
        case .removed: "background:rgba(229,72,77,.25)!important"
        case .inserted: "background:rgba(47,158,68,.25)!important"
        case .changed: "background:rgba(240,140,0,.3)!important"
        }
    }

    /// The colors of the legend's swatches and of the differences' marks.
    static let css = """
        html,body{margin:0;padding:0}
        body{background:#f4f4f6;color:#1d1d1f;font:14px/1.4 -apple-system,system-ui,sans-serif}
        header,#vml-diff-details{padding:12px 20px}
        h1{font-size:17px;margin:0 0 4px}h2{font-size:15px;margin:16px 0 6px}
        .muted{opacity:.65}
        .legend{display:flex;flex-wrap:wrap;gap:16px;list-style:none;padding:0;margin:8px 0 0}
        .legend i{display:inline-block;width:14px;height:10px;margin-right:6px;vertical-align:-1px;border-radius:2px}
        .removed i,.legend .removed i{border:2px solid #e5484d}.inserted i{border:2px solid #2f9e44}.changed i{border:3px double #f08c00}
        .panes{display:flex;flex-wrap:wrap;gap:20px;padding:0 20px;align-items:flex-start}
        figure{margin:0}figcaption{font-weight:600;margin:0 0 6px}
        iframe{border:0;display:block;background:transparent}
        #vml-differences{list-style:none;padding:0;margin:0;font:12px/1.5 ui-monospace,Menlo,monospace}
        #vml-differences li{padding:1px 0 1px 22px;position:relative;cursor:default}
        #vml-differences li:hover{background:#e7e7ec}
        #vml-differences li i{position:absolute;left:0;top:5px;width:12px;height:8px;border-radius:2px}
        #vml-differences .side{opacity:.65}
        pre{font:12px/1.45 ui-monospace,Menlo,monospace;background:#fff;border-radius:6px;padding:8px 10px;overflow:auto}
        pre .del{background:#ffe3e3;display:block}pre .ins{background:#d3f9d8;display:block}pre .hunk{color:#1c7ed6;display:block}
        """

    /// Sizes each drawing's frame to its page once it has loaded (the fallback height fits the screen).
    static let resizeScript = """
        <script>document.querySelectorAll("iframe[data-vml-side]").forEach(function(f){function fit(){try{\
        var d=f.contentDocument;if(d&&d.documentElement){f.style.height=d.documentElement.scrollHeight+"px"}}catch(e){}}\
        f.addEventListener("load",fit);fit()});</script>
        """

    /// Hovering a difference in the list thickens its element's outlines in both drawings.
    static let hoverScript = """
        <script>document.querySelectorAll("#vml-differences li[data-kind]").forEach(function(li){function mark(on){\
        ["old","new"].forEach(function(side){var p=li.dataset[side+"Path"],f=document.querySelector('iframe[data-vml-side="'+side+'"]');\
        var d=f&&f.contentDocument;if(p===undefined||!d)return;var e=d.querySelector('[data-vml-path="'+CSS.escape(p)+'"]');if(!e)return;\
        if(on){e.style.setProperty("outline-width","5px","important")}else{e.style.removeProperty("outline-width")}})}\
        li.addEventListener("mouseenter",function(){mark(true)});li.addEventListener("mouseleave",function(){mark(false)})});</script>
        """

    /// The whole page: the old and new documents (canonical, as diffed) drawn side by side.
    func page(old: VMLDocument, new: VMLDocument) -> [UInt8] {
        var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        html += "<title>" + HTMLText.escaped(oldName + " → " + newName) + "</title><style>" + Self.css + "</style></head>\n"
        html += "<body><header><h1>" + HTMLText.escaped(oldName + " → " + newName) + "</h1>"
        let count = differences.count
        let summary =
            count == 0
            ? "The trees are the same."
            : "\(count)\(moreDifferences ? " or more" : "") difference\(count == 1 ? "" : "s"), outlined where they are drawn."
        html += "<p class=\"muted\" id=\"vml-diff-summary\">" + summary + "</p>"
        html += "<ul class=\"legend\" id=\"vml-diff-legend\">"
        html += "<li class=\"removed\"><i></i>removed: in " + HTMLText.escaped(oldName) + " only</li>"
        html += "<li class=\"inserted\"><i></i>inserted: in " + HTMLText.escaped(newName) + " only</li>"
        html += "<li class=\"changed\"><i></i>changed: in both, with a name, attribute, modifier or text changed</li></ul>"
        html += "</header>\n<div class=\"panes\">"
        var bytes = Array(html.utf8)
        var drawn: [VMLPreviewDiffPage.Outline.Side: Set<String>] = [:]
        for (side, document, name) in [(VMLPreviewDiffPage.Outline.Side.old, old, oldName), (.new, new, newName)] {
            drawn[side] = pane(side, document: document, name: name, into: &bytes)
        }
        html = "</div>\n<section id=\"vml-diff-details\"><h2>Differences</h2><ol id=\"vml-differences\">"
        for (difference, oldPath) in differences {
            let kind = VMLPreviewDiffPage.Outline.kind(of: difference)
            let newPath = Self.pathText(difference.path)
            let oldText = Self.pathText(oldPath)
            html += "<li class=\"" + kind.rawValue + "\" data-kind=\"" + kind.rawValue + "\""
            if kind != .inserted { html += " data-old-path=\"" + HTMLText.escaped(oldText) + "\"" }
            if kind != .removed { html += " data-new-path=\"" + HTMLText.escaped(newPath) + "\"" }
            html += "><i></i>" + HTMLText.escaped(difference.description)
            if kind == .changed, oldText != newPath {
                html += "<span class=\"side\"> (in " + HTMLText.escaped(oldName) + ": " + HTMLText.escaped(oldText) + ")</span>"
            }
            let missing = [(VMLPreviewDiffPage.Outline.Side.old, oldText, kind != .inserted), (.new, newPath, kind != .removed)]
                .filter { side, path, shown in shown && drawn[side]?.contains(path) != true }
                .map { side, _, _ in side == .old ? oldName : newName }
            if !missing.isEmpty {
                let names = HTMLText.escaped(missing.joined(separator: " and "))
                html += "<span class=\"side offscreen\"> (not drawn on the screen of " + names + ")</span>"
            }
            html += "</li>"
        }
        if moreDifferences { html += "<li class=\"more\">… more differences (the limit is \(differences.count))</li>" }
        html += "</ol><h2>Text diff</h2><pre id=\"vml-text-diff\">" + Self.textDiffHTML(textDiff) + "</pre></section>"
        html += Self.resizeScript + Self.hoverScript
        html += "</body></html>\n"
        bytes += html.utf8
        return bytes
    }

    /// One drawing: its preview page with the outline rules for `side` added, in a frame, appended
    /// to `bytes`; returns the paths the page draws. Works on the page's bytes (a drawing of 100,000
    /// elements is megabytes).
    private func pane(
        _ side: VMLPreviewDiffPage.Outline.Side, document: VMLDocument, name: String, into bytes: inout [UInt8]
    ) -> Set<String> {
        var paneOptions = options
        paneOptions.fileName = name
        paneOptions.title = name
        paneOptions.reloadURL = nil
        let page = VMLPreviewPage(document: document, options: paneOptions).htmlBytes
        var rules = ""
        for outline in outlines where outline.side == side {
            // A group (`display: contents`) draws no box of its own: its children are outlined instead.
            let selector = "[data-vml-path=\"" + HTMLText.cssString(Self.pathText(outline.path)) + "\"]"
            rules += selector + "," + selector + ".group>*{"
            rules += Self.outlineStyle(outline.kind)
            if outline.path.steps.last?.name == "#text" { rules += ";" + Self.textTint(outline.kind) }
            rules += "}\n"
        }
        let style = Array(("<style id=\"vml-diff-outlines\">\n" + rules + "</style>").utf8)
        let head = Self.firstIndex(of: Array("</head>".utf8), in: page) ?? 0
        let width = options.device.width
        let height = options.device.height + 160
        var frame = "<figure id=\"vml-diff-" + side.rawValue + "\"><figcaption>" + side.rawValue + ": " + HTMLText.escaped(name)
        frame += "</figcaption><iframe data-vml-side=\"" + side.rawValue + "\" title=\"" + HTMLText.escaped(name) + "\""
        frame += " style=\"width:\(width)px;height:\(height)px\" srcdoc=\""
        bytes.reserveCapacity(bytes.count + page.count + page.count / 4 + style.count + 512)
        bytes += frame.utf8
        Self.appendAttributeValue(page[..<head], to: &bytes)
        Self.appendAttributeValue(style[...], to: &bytes)
        Self.appendAttributeValue(page[head...], to: &bytes)
        bytes += "\"></iframe></figure>".utf8
        return Self.drawnPaths(page)
    }

    /// Appends `value` for a double-quoted attribute: `&`, `"` and `<` as character references.
    static func appendAttributeValue(_ value: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        let ampersand = Array("&amp;".utf8)
        let quote = Array("&quot;".utf8)
        let less = Array("&lt;".utf8)
        for byte in value {
            switch byte {
            case 0x26: bytes += ampersand
            case 0x22: bytes += quote
            case 0x3C: bytes += less
            default: bytes.append(byte)
            }
        }
    }

    /// Where `needle` first starts in `haystack`.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The path as `data-vml-path` carries it: every step, never shortened.
    static func pathText(_ path: VMLNodePath) -> String {
        path.steps.map { $0.name + "[" + String($0.index) + "]" }.joined(separator: " > ")
    }

    /// The values of every `data-vml-path` attribute in `page`, unescaped: one pass over its bytes.
    static func drawnPaths(_ bytes: [UInt8]) -> Set<String> {
        var paths: Set<String> = []
        let marker = Array("data-vml-path=\"".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            let start = index + marker.count
            var end = start
            while end < bytes.count, bytes[end] != 0x22 { end += 1 }
            let value = String(decoding: bytes[start..<end], as: UTF8.self)
            paths.insert(
                value.contains("&")
                    ? value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                        .replacingOccurrences(of: "&amp;", with: "&") : value)
            index = end
        }
        return paths
    }

    /// The unified diff, each line escaped and marked: removed, inserted, hunk head.
    static func textDiffHTML(_ text: String) -> String {
        var html = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let escaped = HTMLText.escaped(String(line))
            if line.hasPrefix("---") || line.hasPrefix("+++") {
                html += "<b>" + escaped + "</b>\n"
            } else if line.hasPrefix("@@") {
                html += "<span class=\"hunk\">" + escaped + "</span>"
            } else if line.hasPrefix("-") {
                html += "<span class=\"del\">" + escaped + "</span>"
            } else if line.hasPrefix("+") {
                html += "<span class=\"ins\">" + escaped + "</span>"
            } else if !line.isEmpty {
                html += escaped + "\n"
            }
        }
        return html
    }
}
