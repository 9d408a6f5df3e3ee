/// The `/_previews` page: every state, each a section with its light and dark preview pages side
/// by side (each in a frame, and a link to open it alone). Self-contained: inline CSS, no script;
/// the frames are the server's own preview pages.
///
/// ```swift
/// PreviewIndexPage(states: ScreenPreviews.all).html
/// // <!DOCTYPE html>…<section class="state" id="task-list-empty" data-preview="task-list-empty">
/// //   <h2>Task list <span>empty</span></h2>…<iframe src="/_previews/task-list-empty?scheme=light" …>…
/// ```
struct PreviewIndexPage {
    /// The states listed.
    let states: [ScreenPreview]

    /// The page.
    var html: String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Previews</title><style>"
        html += "body{margin:0;padding:16px 24px;font:15px/1.4 -apple-system,system-ui,sans-serif;background:#e8e8ed;color:#1d1d1f}"
        html += "h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:24px 0 8px}h2 span{font-weight:400;color:#6e6e73}"
        html += ".pair{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}figcaption{margin:0 0 4px;font-size:13px}"
        html += "iframe{width:440px;height:940px;border:0;border-radius:12px;background:#fff}a{color:#007aff}"
        html += "</style></head><body><h1>Previews</h1>"
        html += "<p>Every screen in each view-model state, light and dark. The app itself: "
        html += "<a href=\"" + Self.escaped(TaskRoutes.listPath) + "\">" + Self.escaped(TaskRoutes.listPath) + "</a>.</p>"
        for state in states {
            let name = Self.escaped(state.name)
            html += "<section class=\"state\" id=\"\(name)\" data-preview=\"\(name)\">"
            html += "<h2>" + Self.escaped(state.screen) + " <span>" + Self.escaped(state.state) + "</span></h2><div class=\"pair\">"
            for scheme in ["light", "dark"] {
                let link = Self.escaped(PreviewRoutes.previewPath(name: state.name) + "?scheme=" + scheme)
                html += "<figure><figcaption><a href=\"\(link)\">\(scheme)</a></figcaption>"
                html += "<iframe src=\"\(link)\" title=\"\(Self.escaped(state.screen)), \(Self.escaped(state.state)), \(scheme)\""
                html += " loading=\"lazy\"></iframe></figure>"
            }
            html += "</div></section>"
        }
        return html + "</body></html>\n"
    }

    /// `text` with `&`, `<`, `>` and `"` escaped, for HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
