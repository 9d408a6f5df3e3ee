// The classes the renderer writes, and what each draws. A class is written on every element that
// has it, so the most frequent are the shortest (`mod`, `text`, `grow-x`); `on`, `down`, `last`,
// `compact` and `cancel` only qualify the class beside them.
//
// The page     page (the column of screen and notes), screen (+ light, dark, grouped: the grouped
//              gray behind a list), status-bar, home-indicator, safe-area (what the bars leave),
//              info, muted, warnings (the notes below the screen), redbox (the errors over it),
//              omitted (a note for nodes past the preview's limits), panel (presentations to open)
// Layout       vstack, hstack, zstack (the stacks; vstack and hstack also any column or row of a
//              control), group (a Group or ForEach: its children laid out by its parent), mod (a
//              modifier's box around the view so far; + frame, fixed), grow-x, grow-y (takes the
//              width, the height it is offered), spacer, divider, relative, has-background and
//              layer (a view with a background or overlay, the layer itself), scroll (+ vertical,
//              horizontal) and scroll-content, grid, lazy-grid (+ horizontal)
// Content      text (a Text) and text-node (its characters, with their own path), shape (+ circle,
//              ellipse, capsule), symbol (an SF Symbol's stand-in), placeholder (+ image, resizable)
//              and placeholder-url, label (+ icon-only, title-only), labeled-content (-label,
//              -value), group-box (-label), disclosure-group, disclosure-label and chevron (+ down),
//              unavailable (-label, -description), badge, not-drawn (the outline of what the
//              preview does not draw, named by data-not-drawn)
// Navigation   nav (a NavigationStack's column), nav-content, nav-bar (-leading, -center,
//              -trailing, -large-title), nav-title, nav-back, nav-back-title, back-chevron,
//              nav-link, row-chevron (a row's disclosure indicator), search-field, search-text,
//              search-prompt, toolbar-item, toolbar-confirm (a confirmation action), bottom-toolbar,
//              split and column (a split view)
// Tabs         tab-view (+ paged: 24 px of space below), tab-content, tab-page, tab-bar, tab-item,
//              tab-title, page-dots
// Lists        list (+ list-inset-grouped, list-grouped, list-plain, list-sidebar, no-background),
//              list-body, list-section (+ standalone: outside a list), list-header, list-footer,
//              list-card (a section's rows), row (+ no-separator, no-separator-below), row-spaced (a list's rows apart),
//              row-badge, swipe-actions (+ leading), table, table-header, table-row,
//              table-cell, column-header, table-entry (a table's row in the list),
//              disclosure-rows, disclosure-row
// Controls     button (+ plain, bordered, bordered-prominent, border-capsule, border-circle,
//              toggle-button), control-group (-item), control and control-label (a labeled
//              control's row), toggle, switch, text-field (+ rounded-border, multiline; -value,
//              -prompt, secure), text-editor, slider and slider-track, stepper, color-well,
//              progress (+ linear: a bar, 24 px of space below, its height fixed; -label, -value),
//              progress-bar (+ gauge), spinner, ring, segmented and segment, picker-menu,
//              picker-value, picker-button, picker-inline, picker-option, checkmark, updown, wheel
//              and wheel-option, pill (a compact date), calendar-picker, calendar, calendar-month,
//              calendar-days
// Presentations presentation-toggle (the checkbox that opens one), presentation (+ sheet, cover,
//              push, alert, dialog), dimming, card, alert-box, alert-header, alert-title,
//              alert-message, alert-actions (+ side-by-side), alert-action, dialog-group,
//              dialog-cancel, dialog-title, alert-fields
// Environment  disabled, redacted and unredacted, size-mini, size-small, size-large,
//              size-extraLarge (controlSize), on the view's outermost box
// Custom properties set inline: --line-limit, --image-scale, --fraction (a slider's or a bar's
// value, 0 to 1), --foreground (what a shape fills with), --tint, --toggleTint, --rowSeparator,
// --table-columns, --wellColor, --sectionSpacing, --rowSpacing, --rowLeading (where a row's
// separator starts), --buttonPadding, --buttonRadius. (A gallery's index has a small stylesheet of its own,
// VMLPreviewGallery's: pair, schemes, error-count, muted.)

/// The page's CSS: the system colors for light and dark, the layout classes the renderer writes
/// (stacks as flex boxes, growth through `grow-x`/`grow-y`), and iOS's look for text, shapes and
/// controls. One string, written once into each page. The classes are listed above, by family.
enum Stylesheet {
    /// The custom properties of the system colors for one scheme.
    static func colorVariables(_ scheme: VMLPreviewColorScheme) -> String {
        PreviewColor.system.map { "--" + $0.name + ":" + (scheme == .dark ? $0.dark : $0.light) + ";" }.joined()
            + (scheme == .dark
                ? "--material:rgba(30,30,30,.75);--groupedRow:#1c1c1e;--fieldBackground:#1c1c1e;--switchOff:rgba(120,120,128,.32);"
                : "--material:rgba(250,250,250,.75);--groupedRow:#ffffff;--fieldBackground:#ffffff;--switchOff:rgba(120,120,128,.16);")
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
            .screen{position:relative;overflow:hidden;flex:none;display:flex;flex-direction:column;background:var(--systemBackground);color:var(--label);font-family:var(--sans);font-size:17px;line-height:22px;letter-spacing:-.4px;-webkit-font-smoothing:antialiased;--tint:var(--blue)}
            .screen.light{\(light)}
            .screen.dark{\(dark)}
            .screen.grouped{background:var(--systemGroupedBackground)}
            .status-bar{position:absolute;top:0;left:0;right:0;display:flex;justify-content:space-between;align-items:center;padding:0 36px;font-weight:600;font-size:16px;z-index:5;pointer-events:none}
            .status-bar i{display:inline-block;width:26px;height:12px;border:1.5px solid currentColor;border-radius:4px;opacity:.9}
            .home-indicator{position:absolute;bottom:8px;left:50%;width:134px;height:5px;margin-left:-67px;border-radius:3px;background:var(--label);z-index:5;pointer-events:none}
            .safe-area{flex:1 1 0;min-height:0;display:flex;flex-direction:column;align-items:center;justify-content:center;position:relative}
            .vstack{display:flex;flex-direction:column;align-items:center;min-height:0}
            .hstack{display:flex;flex-direction:row;align-items:center}
            .zstack{display:grid;align-items:center;justify-items:center;min-width:0}
            .zstack>*{grid-area:1/1}
            .group{display:contents}
            .mod{display:flex;flex-direction:column;align-items:center;justify-content:center}
            .mod.fixed,.fixed>*{flex:none;white-space:nowrap}
            .vstack>.grow-x,.mod>.grow-x,.safe-area>.grow-x,.layer>.grow-x,.scroll>.grow-x,.scroll-content>.grow-x,.group>.grow-x{align-self:stretch}
            .vstack>.grow-y,.mod>.grow-y,.safe-area>.grow-y,.layer>.grow-y,.group>.grow-y{flex-grow:1;min-height:0}
            .hstack>.grow-x{flex:1 1 0;min-width:0}
            .hstack>.grow-y{align-self:stretch}
            .zstack>.grow-x{justify-self:stretch}.zstack>.grow-y{align-self:stretch}
            .text{white-space:pre-wrap;overflow-wrap:anywhere;text-align:inherit;max-width:100%;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:var(--line-limit,none);overflow:hidden}
            .text-node{white-space:pre-wrap}
            .spacer{flex:1 1 0;min-width:0;min-height:0}
            .vstack>.spacer{min-height:8px}.hstack>.spacer{min-width:8px}
            .divider{background:var(--separator);flex:none;align-self:stretch;height:1px}
            .hstack>.divider{width:1px;height:auto}
            .shape{background:var(--foreground,currentColor);min-width:0;min-height:0}
            .circle{border-radius:50%;aspect-ratio:1}
            .ellipse{border-radius:50%}
            .capsule{border-radius:9999px}
            .symbol{display:inline-block;width:calc(1.05em*var(--image-scale,1));height:calc(1em*var(--image-scale,1));border-radius:.28em;border:.09em solid currentColor;opacity:.6;vertical-align:-.12em;flex:none;position:relative}
            .symbol::after{content:"";position:absolute;left:28%;top:28%;width:44%;height:44%;border-radius:50%;background:currentColor;opacity:.55}
            .placeholder{display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:4px;background:var(--systemFill);color:var(--secondary);font-size:11px;line-height:13px;border-radius:6px;overflow:hidden;text-align:center;letter-spacing:0}
            .placeholder.resizable{width:100%;height:100%}
            .placeholder-url{font-family:var(--mono);font-size:9px;word-break:break-all}
            .relative{position:relative}
            .has-background>:not(.layer){position:relative}
            .layer{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:0;min-height:0}
            .layer>*{max-height:100%}
            .scroll{overflow:auto;display:flex;min-width:0;min-height:0;scrollbar-width:none}
            .scroll.vertical{flex-direction:column;align-items:stretch}.scroll.horizontal{flex-direction:row;align-items:flex-start}
            .scroll>.scroll-content{flex:none;min-height:min-content}
            .scroll.vertical>.scroll-content{align-items:center}
            .grid{display:flex;flex-direction:column;min-width:0}
            .lazy-grid{display:grid;min-width:0;align-items:center;justify-items:center}
            .lazy-grid.horizontal{grid-auto-flow:column}
            .lazy-grid>.grow-x{justify-self:stretch}
            .labeled-content>.labeled-content-label{flex:1 1 auto;min-width:0}
            .labeled-content>.labeled-content-value{color:var(--secondary);text-align:end}
            .group-box{background:var(--secondarySystemBackground);border-radius:10px;padding:16px}
            .group-box-label{font-weight:600}
            .unavailable{text-align:center;padding:16px}
            .unavailable-label{font-size:22px;line-height:28px;font-weight:700}
            .unavailable-description{color:var(--secondary);font-size:15px;line-height:20px}
            .chevron{display:inline-block;width:8px;height:8px;border-right:2px solid var(--tertiary);border-top:2px solid var(--tertiary);transform:rotate(45deg);flex:none;margin-right:4px}
            .chevron.down{transform:rotate(135deg)}
            .badge{position:absolute;top:-6px;right:-8px;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--red);color:#fff;font-size:12px;line-height:18px;text-align:center;font-weight:600}
            .not-drawn{outline:1.5px dashed #ff3b30;outline-offset:1px;position:relative;min-width:24px;min-height:16px}
            .not-drawn::before{content:attr(data-not-drawn);position:absolute;left:0;bottom:calc(100% + 2px);display:none;font:600 9px/11px var(--mono);letter-spacing:0;color:#fff;background:#ff3b30;padding:0 3px;z-index:4;white-space:nowrap;max-width:100%;overflow:hidden;pointer-events:none}
            .not-drawn:hover::before{display:block}
            .omitted{font:11px/14px var(--mono);color:#ff3b30}
            .info{width:100%;max-width:var(--device-width);padding:0 12px;font-size:13px;line-height:18px;overflow-wrap:anywhere}
            .info h1{font-size:15px;margin:8px 0 2px}
            .info p{margin:2px 0}
            .info .muted{opacity:.65}
            .warnings{margin:6px 0;padding:8px 8px 8px 24px;background:rgba(255,204,0,.18);border-radius:8px;font:12px/16px var(--mono);overflow-wrap:anywhere}
            .redbox{position:absolute;inset:0;z-index:20;background:rgba(204,0,0,.96);color:#fff;padding:64px 16px 24px;overflow:auto;font:13px/18px var(--mono);letter-spacing:0}
            .redbox h2{font:700 20px/26px var(--sans);margin:0 0 12px}
            .redbox ol{margin:0;padding:0;list-style:none}
            .redbox li{margin:0 0 12px;white-space:pre-wrap;overflow-wrap:anywhere}
            """ + controls + modifiers + symbols + glass
    }()
}
