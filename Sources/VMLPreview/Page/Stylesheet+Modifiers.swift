/// The CSS of the modifiers a list, a form, a toolbar and a control use, as iOS draws them: rows
/// spaced apart (`listRowSpacing`), a row's badge and swipe actions, toolbar labels as icons,
/// alert fields, `disabled`, `redacted`, `controlSize`. Appended to ``Stylesheet/css``.
extension Stylesheet {
    /// The rules.
    static let modifiers = """
        .list-header>.grow-x{flex:1 1 0;min-width:0}
        .row-spaced .list-card{overflow:visible;border-radius:0;gap:var(--rowSpacing)}
        .row-spaced .row{border-radius:10px}.row-spaced .row::after{display:none}
        .row-badge{flex:none;margin-left:auto;color:var(--secondary)}
        .swipe-actions{position:absolute;top:0;bottom:0;right:0;z-index:3;display:none;align-items:stretch;--tint:var(--systemGray)}
        .swipe-actions.leading{right:auto;left:0}
        .row:hover>.swipe-actions,.row:focus-within>.swipe-actions,.swipe-toggle:checked+.swipe-actions{display:flex}
        .swipe-actions>*{display:flex;align-items:center;justify-content:center;min-width:74px;padding:0 12px;color:#fff;background:var(--tint)}
        .swipe-actions .button{color:#fff}
        .label.icon-only>:nth-child(2),.label.title-only>:first-child:not(:last-child){display:none}
        .toolbar-confirm{font-weight:600}
        .alert-fields{display:flex;flex-direction:column;gap:8px;padding:0 16px 16px;text-align:start}
        .alert-fields>*{min-height:30px;padding:4px 7px;border:.5px solid var(--systemGray3);border-radius:7px;background:var(--fieldBackground);font-size:15px;line-height:20px}
        .disabled{--tint:var(--systemGray)}
        .disabled :is(.switch,.slider-track,.stepper,.segmented,.picker-value,.color-well,.text-field,.control-label){opacity:.45}
        .size-mini{--buttonPadding:2px 8px;--buttonRadius:6px}.size-small{--buttonPadding:4px 10px;--buttonRadius:7px}
        .size-large{--buttonPadding:14px 20px;--buttonRadius:12px}.size-extraLarge{--buttonPadding:16px 24px;--buttonRadius:14px}
        :is(.size-mini,.size-small):is(.bordered,.bordered-prominent),:is(.size-mini,.size-small) :is(.bordered,.bordered-prominent){font-size:15px;line-height:20px}
        .size-mini:is(.bordered,.bordered-prominent),.size-mini :is(.bordered,.bordered-prominent){font-size:12px;line-height:16px}
        .redacted :is(.text-node,.text-field-value,.picker-value,.nav-title){color:transparent!important;background:var(--systemFill);border-radius:4px;-webkit-box-decoration-break:clone;box-decoration-break:clone}
        .redacted :is(.symbol,.placeholder,.switch){color:transparent!important;background:var(--systemFill);border-color:transparent}
        .redacted :is(.symbol,.placeholder)>*,.redacted .symbol::after{visibility:hidden}
        .redacted .unredacted :is(.text-node,.text-field-value,.picker-value){color:inherit!important;background:none}
        """
}
