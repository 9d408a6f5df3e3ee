/// The page's CSS: the system colors for light and dark, the layout classes the renderer writes
/// (stacks as flex boxes, growth through `xh`/`xv`), and iOS's look for text, shapes and controls.
/// One string, written once into each page.
enum Stylesheet {
    /// The custom properties of the system colors for one scheme.
    static func colorVariables(_ scheme: VMLPreviewColorScheme) -> String {
        PreviewColor.system.map { "--" + $0.name + ":" + (scheme == .dark ? $0.dark : $0.light) + ";" }.joined()
            + (scheme == .dark
                ? "--material:rgba(30,30,30,.75);--groupedRow:#1c1c1e;--fieldBg:#1c1c1e;--switchOff:rgba(120,120,128,.32);"
                : "--material:rgba(250,250,250,.75);--groupedRow:#ffffff;--fieldBg:#ffffff;--switchOff:rgba(120,120,128,.16);")
    }

    /// The whole stylesheet.
    static let css: String = {
        let light = colorVariables(.light)
        let dark = colorVariables(.dark)
        return """
            *{box-sizing:border-box}
            html,body{margin:0;padding:0}
            body{background:#e8e8ed;color:#1d1d1f;font:14px/1.4 var(--sans)}
            body.dark{background:#0b0b0c;color:#e8e8ed}
            :root{--sans:-apple-system,BlinkMacSystemFont,"SF Pro Text","Helvetica Neue",Helvetica,Arial,"Liberation Sans","DejaVu Sans",sans-serif;--mono:ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono","Liberation Mono",monospace;--serif:"New York",Georgia,"DejaVu Serif","Liberation Serif",serif;--rounded:"SF Pro Rounded",var(--sans)}
            .page{display:flex;flex-direction:column;align-items:center;gap:12px;padding:0 0 24px;max-width:100%}
            .scr{position:relative;overflow:hidden;flex:none;display:flex;flex-direction:column;background:var(--systemBackground);color:var(--label);font-family:var(--sans);font-size:17px;line-height:22px;letter-spacing:-.4px;-webkit-font-smoothing:antialiased;--tint:var(--blue)}
            .scr.light{\(light)}
            .scr.dark{\(dark)}
            .scr.grouped{background:var(--systemGroupedBackground)}
            .sb{position:absolute;top:0;left:0;right:0;display:flex;justify-content:space-between;align-items:center;padding:0 36px;font-weight:600;font-size:16px;z-index:5;pointer-events:none}
            .sb i{display:inline-block;width:26px;height:12px;border:1.5px solid currentColor;border-radius:4px;opacity:.9}
            .hi{position:absolute;bottom:8px;left:50%;width:134px;height:5px;margin-left:-67px;border-radius:3px;background:var(--label);z-index:5;pointer-events:none}
            .safe{flex:1 1 0;min-height:0;display:flex;flex-direction:column;align-items:center;justify-content:center;position:relative}
            .v{display:flex;flex-direction:column;align-items:center;min-height:0;max-width:100%}
            .h{display:flex;flex-direction:row;align-items:center;max-width:100%}
            .z{display:grid;align-items:center;justify-items:center;min-width:0;max-width:100%}
            .z>*{grid-area:1/1}
            .g{display:contents}
            .w{display:flex;flex-direction:column;align-items:center;justify-content:center;max-width:100%}
            .w.fr{max-width:none}
            .w.fx,.fx>*{flex:none;white-space:nowrap}
            .v>.xh,.w>.xh,.safe>.xh,.layer>.xh,.scroll>.xh,.sc>.xh,.g>.xh{align-self:stretch}
            .v>.xv,.w>.xv,.safe>.xv,.layer>.xv,.g>.xv{flex-grow:1}
            .h>.xh{flex:1 1 0}
            .h>.xv{align-self:stretch}
            .z>.xh{justify-self:stretch}.z>.xv{align-self:stretch}
            .t{white-space:pre-wrap;overflow-wrap:anywhere;text-align:inherit;max-width:100%;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:var(--ll,none);overflow:hidden}
            .tx{white-space:pre-wrap}
            .sp{flex:1 1 0;min-width:0;min-height:0}
            .v>.sp{min-height:8px}.h>.sp{min-width:8px}
            .dv{background:var(--separator);flex:none;align-self:stretch;height:1px}
            .h>.dv{width:1px;height:auto}
            .shape{background:var(--fg,currentColor);min-width:0;min-height:0}
            .circle{border-radius:50%;aspect-ratio:1}
            .ellipse{border-radius:50%}
            .capsule{border-radius:9999px}
            .sf{display:inline-block;width:calc(1.05em*var(--is,1));height:calc(1em*var(--is,1));border-radius:.28em;border:.09em solid currentColor;opacity:.6;vertical-align:-.12em;flex:none;position:relative}
            .sf::after{content:"";position:absolute;left:28%;top:28%;width:44%;height:44%;border-radius:50%;background:currentColor;opacity:.55}
            .ph{display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:4px;background:var(--systemFill);color:var(--secondary);font-size:11px;line-height:13px;border-radius:6px;overflow:hidden;text-align:center;letter-spacing:0}
            .ph.rs{width:100%;height:100%}
            .phu{font-family:var(--mono);font-size:9px;word-break:break-all}
            .rel{position:relative}
            .bgh>:not(.layer){position:relative}
            .layer{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:0;min-height:0}
            .layer>*{max-height:100%}
            .scroll{overflow:auto;display:flex;min-width:0;min-height:0;scrollbar-width:none}
            .scroll.sy{flex-direction:column;align-items:stretch}.scroll.sx{flex-direction:row;align-items:flex-start}
            .scroll>.sc{flex:none;min-height:min-content}
            .scroll.sy>.sc{align-items:center}
            .grid{display:flex;flex-direction:column;min-width:0}
            .lgrid{display:grid;min-width:0;align-items:center;justify-items:center}
            .lgrid.hgrid{grid-auto-flow:column}
            .lgrid>.xh{justify-self:stretch}
            .lc>.lc-l{flex:1 1 auto;min-width:0}
            .lc>.lc-v{color:var(--secondary);text-align:end}
            .gb{background:var(--secondarySystemBackground);border-radius:10px;padding:16px}
            .gb-l{font-weight:600}
            .cu{text-align:center;padding:16px}
            .cu-l{font-size:22px;line-height:28px;font-weight:700}
            .cu-d{color:var(--secondary);font-size:15px;line-height:20px}
            .chev{display:inline-block;width:8px;height:8px;border-right:2px solid var(--tertiary);border-top:2px solid var(--tertiary);transform:rotate(45deg);flex:none;margin-right:4px}
            .chev.down{transform:rotate(135deg)}
            .badge{position:absolute;top:-6px;right:-8px;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--red);color:#fff;font-size:12px;line-height:18px;text-align:center;font-weight:600}
            .nd{outline:1.5px dashed #ff3b30;outline-offset:-1px;position:relative;min-width:24px;min-height:16px}
            .nd::before{content:attr(data-nd);position:absolute;left:0;top:0;opacity:.85;font:600 9px/11px var(--mono);letter-spacing:0;color:#fff;background:#ff3b30;padding:0 3px;z-index:4;white-space:nowrap;max-width:100%;overflow:hidden;pointer-events:none}
            .cut{font:11px/14px var(--mono);color:#ff3b30}
            .info{width:100%;max-width:var(--device-width);padding:0 12px;font-size:13px;line-height:18px;overflow-wrap:anywhere}
            .info h1{font-size:15px;margin:8px 0 2px}
            .info p{margin:2px 0}
            .info .muted{opacity:.65}
            .warnings{margin:6px 0;padding:8px 8px 8px 24px;background:rgba(255,204,0,.18);border-radius:8px;font:12px/16px var(--mono);overflow-wrap:anywhere}
            .redbox{position:absolute;inset:0;z-index:20;background:rgba(204,0,0,.96);color:#fff;padding:64px 16px 24px;overflow:auto;font:13px/18px var(--mono);letter-spacing:0}
            .redbox h2{font:700 20px/26px var(--sans);margin:0 0 12px}
            .redbox ol{margin:0;padding:0;list-style:none}
            .redbox li{margin:0 0 12px;white-space:pre-wrap;overflow-wrap:anywhere}
            .redbox .loc{font-weight:700}
            .redbox .code{opacity:.8}
            """ + controls
    }()
}
