import VMLCore
import VMLValidation

/// The page around a drawn screen: the device's frame and status bar, the Red Box, the note
/// of what was approximated or not drawn, and, when served, the reload script.
struct PageTemplate {
    let options: VMLPreviewOptions

    /// The whole page.
    func page(screen: RenderedScreen, diagnostics: [VMLDiagnostic]) -> [UInt8] {
        let device = options.device
        let scheme = options.colorScheme.rawValue
        let title = options.title ?? options.fileName
        var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        html += "<title>" + HTMLText.escaped(title) + "</title><style>" + Stylesheet.css + "</style></head>\n"
        html += "<body class=\"" + scheme + "\"><main class=\"page\" style=\"--device-width:\(device.width)px\">"
        html += "<div class=\"screen \(scheme)\(screen.grouped ? " grouped" : "")\" id=\"vml-screen\" data-device=\"\(device.identifier)\""
        html += " data-os=\"\(options.os.major)\" data-look=\"\(options.isLiquidGlass ? "glass" : "flat")\""
        html += " style=\"width:\(device.width)px;height:\(device.height)px"
        if let background = screen.background { html += ";background:" + HTMLText.escaped(background) }
        html += "\">"
        html += "<div class=\"status-bar\" style=\"height:\(device.topInset)px\"><span>9:41</span><i></i></div>"
        html += "<div class=\"safe-area\" style=\"padding-top:\(device.topInset)px;padding-bottom:\(device.bottomInset)px\">"
        var writer = HTMLWriter(capacity: screen.html.bytes.count + screen.overlays.bytes.count + 16_384)
        writer.raw(html)
        writer.append(screen.html)
        writer.raw("</div>")
        writer.append(screen.overlays)
        writer.raw(screen.symbols.html)
        html = ""
        if device.bottomInset > 0 { html += "<div class=\"home-indicator\"></div>" }
        if diagnostics.contains(where: \.isError) { html += RedBox(file: options.fileName).html(diagnostics) }
        html += "</div>"
        html += info(screen, warnings: diagnostics.contains(where: \.isError) ? [] : diagnostics)
        html += "</main>"
        html += Self.hoverScript
        html += Self.fitScript
        if let reload = options.reloadURL { html += Self.reloadScript(reload, version: options.reloadVersion) }
        html += "</body></html>\n"
        writer.raw(html)
        return writer.bytes
    }

    /// The note below the screen: the title, the device, and what was approximated or not drawn.
    private func info(_ screen: RenderedScreen, warnings: [VMLDiagnostic]) -> String {
        var html = "<section class=\"info\" id=\"vml-info\"><h1>" + HTMLText.escaped(options.title ?? options.fileName) + "</h1>"
        html +=
            "<p class=\"muted\">\(HTMLText.escaped(options.device.name)) · \(options.device.width)×\(options.device.height) pt · \(options.colorScheme.rawValue) · \(options.os)</p>"
        html += "<p id=\"vml-coverage\" data-approximated=\"\(screen.approximated)\" data-not-drawn=\"\(screen.notDrawn)\">"
        html += "\(screen.approximated) approximated, \(screen.notDrawn) not drawn"
        for coverage in [VMLPreviewCoverage.notDrawn, .approximated] {
            guard let names = screen.names[coverage], !names.isEmpty else { continue }
            let list = names.sorted { $0.key < $1.key }.map { $0.value > 1 ? "\($0.key) ×\($0.value)" : $0.key }
            html += "<br><span class=\"muted\">" + coverage.rawValue + ": " + HTMLText.escaped(list.joined(separator: ", ")) + "</span>"
        }
        html += "</p>"
        if !screen.dropped.isEmpty {
            let lines = screen.dropped.map { $0.path.description + ": " + $0.requirement.description }.sorted()
            html += "<p id=\"vml-dropped\" data-dropped=\"\(lines.count)\">\(lines.count) dropped by \(options.os)"
            html += "<br><span class=\"muted\">" + HTMLText.escaped(lines.joined(separator: "; ")) + "</span></p>"
        }
        if !warnings.isEmpty {
            html += "<ol class=\"warnings\" id=\"vml-warnings\">"
            for warning in warnings {
                html += "<li>" + HTMLText.escaped(warning.formatted(file: options.fileName)) + "</li>"
            }
            html += "</ol>"
        }
        html += screen.panels
        return html + "</section>"
    }

    /// What CSS cannot draw of a `Text`, done once after layout, on the texts under a
    /// `minimumScaleFactor` (`--min-scale`) or `truncationMode` (`--truncation`) style alone: a
    /// text that overflows its lines shrinks, no smaller than the factor, to the largest size that
    /// fits (8 halvings); one that still overflows, at `.head` or `.middle`, keeps as many of its
    /// characters as fit around an ellipsis at its start or in its middle (a halving search over
    /// the count). A page without such a text pays for one selector query.
    static let fitScript = """
        <script>(function(){function over(t){return t.scrollHeight>t.clientHeight+1||t.scrollWidth>t.clientWidth+1}\
        function fit(t){if(t.dataset.vmlFit)return;t.dataset.vmlFit="1";var c=getComputedStyle(t),\
        m=parseFloat(c.getPropertyValue("--min-scale"))||1,k=c.getPropertyValue("--truncation").trim();if(!over(t))return;\
        if(m<1){var f=parseFloat(c.fontSize),lo=m,hi=1;t.style.fontSize=f*m+"px";if(!over(t)){for(var i=0;i<8;i++){\
        var x=(lo+hi)/2;t.style.fontSize=f*x+"px";if(over(t))hi=x;else lo=x}t.style.fontSize=f*lo+"px";return}}\
        if(k!="head"&&k!="middle")return;var n=t.querySelectorAll(".text-node");if(n.length!=1)return;n=n[0];\
        var w=n.textContent,a=0,b=w.length;function cut(q){n.textContent=k=="head"?"\\u2026"+w.slice(w.length-q):\
        w.slice(0,Math.ceil(q/2))+"\\u2026"+w.slice(w.length-Math.floor(q/2))}\
        while(a<b){var q=Math.ceil((a+b)/2);cut(q);if(over(t))b=q-1;else a=q}cut(a)}\
        var s=document.querySelectorAll('[style*="--truncation:"],[style*="--min-scale:"]');for(var i=0;i<s.length;i++){\
        if(s[i].matches(".text"))fit(s[i]);var d=s[i].querySelectorAll(".text");for(var j=0;j<d.length;j++)fit(d[j])}})();</script>
        """

    /// The hover: an element's path, style and attributes as its tooltip (after its own title, such
    /// as a symbol's name), made when the pointer first reaches it (so a page of 100,000 elements
    /// does not carry 100,000 titles). A symbol's `<svg>` shows it through a `<title>` child.
    static let hoverScript = """
        <script>document.addEventListener("mouseover",function(e){var t=e.target;if(!t.closest)return;\
        var n=t.closest("[data-vml-path]:not(.text-node)");if(!n||n.dataset.vmlHover)return;var d=n.dataset,l=[d.vmlPath],\
        o=n.getAttribute("title");if(o)l.unshift(o);if(d.vmlStyle)l.push("style: "+d.vmlStyle);if(d.vmlAttrs)l.push(d.vmlAttrs);\
        d.vmlHover="1";n.title=l.join("\\n");if(n instanceof SVGElement){var x=document.createElementNS(n.namespaceURI,"title");\
        x.textContent=n.title;n.prepend(x)}});</script>
        """

    /// The script a served page polls its version with, reloading when it differs from `version`
    /// (the first answer when `nil`); the gallery's pages use it too.
    static func reloadScript(_ url: String, version: String? = nil) -> String {
        let quoted = HTMLText.escaped(url)
        let known = version.map { " data-version=\"" + HTMLText.escaped($0) + "\"" } ?? ""
        return """
            <script data-reload="\(quoted)"\(known)>(function(){var d=document.currentScript.dataset,u=d.reload,\
            v=d.version===undefined?null:d.version;\
            function poll(){fetch(u,{cache:"no-store"}).then(function(r){return r.text()}).then(function(t){\
            if(v===null){v=t}else if(t!==v){location.reload();return}setTimeout(poll,400)}).catch(function(){setTimeout(poll,1000)})}\
            poll()})();</script>
            """
    }
}
