/// The CSS of navigation bars, lists and forms, tab bars, controls and presentations, in iOS 17's
/// look; light and dark through the system colors' custom properties.
extension Stylesheet {
    /// The rules, appended to ``Stylesheet/css``.
    static let controls = """
        .screen{--alertBackground:rgba(242,242,242,.94);--selectedSegment:#fff;--unselectedTab:#999}
        .screen.dark{--alertBackground:rgba(44,44,46,.94);--selectedSegment:#636366;--unselectedTab:#757575}
        .screen a{text-decoration:none}.screen a.nav-link{color:inherit}.screen label{cursor:pointer}
        [data-vml-interactive]:hover{outline:1px solid color-mix(in srgb,var(--tint) 55%,transparent);outline-offset:1px}
        .vstack.nav{gap:0;align-items:stretch;min-height:0}
        .nav-bar{position:relative;display:flex;align-items:center;justify-content:space-between;flex:none;height:44px;padding:0 16px;gap:8px}
        .nav-bar-leading,.nav-bar-trailing{flex:none;min-width:0}
        .nav-bar-center{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);max-width:56%;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .nav-bar-large-title{display:block;flex:none;padding:3px 16px 8px;font-size:34px;line-height:41px;font-weight:700;letter-spacing:.4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .nav-back{color:var(--tint);gap:6px;margin-left:-8px}
        .back-chevron{display:inline-block;width:12px;height:12px;border-left:3px solid currentColor;border-bottom:3px solid currentColor;border-radius:1px;transform:rotate(45deg);margin-left:6px;flex:none}
        .search-field{flex:none;height:36px;margin:0 16px 8px;padding:0 8px;border-radius:10px;background:var(--tertiarySystemFill);color:var(--secondary)}
        .search-text{color:var(--label)}
        .vstack.nav-content{flex:1 1 0;min-height:0;align-self:stretch;justify-content:center;gap:0}
        .bottom-toolbar{flex:none;min-height:49px;padding:0 16px;justify-content:space-between;background:var(--material);border-top:.5px solid var(--separator)}
        .vstack.tab-view{gap:0;align-items:stretch;min-height:0}
        .paged{padding-bottom:24px}
        .vstack.tab-content{flex:1 1 0;min-height:0;justify-content:center;gap:0}
        .vstack.tab-page{flex:1 1 0;align-self:stretch;min-height:0;justify-content:center}
        .tab-bar{flex:none;align-items:flex-start;background:var(--material);border-top:.5px solid var(--separator)}
        .tab-item{flex:1 1 0;height:49px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding-top:1px;color:var(--unselectedTab);font-size:10px;line-height:12px;font-weight:500;letter-spacing:.1px;min-width:0}
        .tab-item.on{color:var(--tint)}
        .tab-item .symbol{font-size:23px}
        .tab-item .label{flex-direction:column;gap:2px!important}
        .page-dots{display:flex;gap:8px;justify-content:center;padding:8px 0 12px}.page-dots i{width:8px;height:8px;border-radius:50%;background:var(--tertiary)}.page-dots i.on{background:var(--label)}
        .list{align-self:stretch;flex:1 1 0;min-height:0;overflow-y:auto;scrollbar-width:none;display:flex;flex-direction:column;background:var(--systemGroupedBackground);text-align:start}
        .list.list-plain{background:var(--systemBackground)}
        .list.no-background{background:transparent}
        .list-body{display:flex;flex-direction:column;flex:none;padding-bottom:24px}
        .list-inset-grouped>.list-body,.list-sidebar>.list-body{padding:0 16px 24px}
        .list-section{display:flex;flex-direction:column;margin-top:var(--sectionSpacing,35px)}
        .list-body>.list-section:first-child,.list-body>*:first-child>.list-section{margin-top:18px}
        .list-header{display:flex;align-items:center;gap:8px;padding:0 16px 7px;font-size:13px;line-height:18px;letter-spacing:-.08px;color:var(--secondary);text-transform:uppercase}
        .list-header .row-chevron{margin-left:auto}
        .list-footer{padding:7px 16px 0;font-size:13px;line-height:18px;letter-spacing:-.08px;color:var(--secondary)}
        .list-card{display:flex;flex-direction:column;border-radius:10px;overflow:hidden}
        .list-grouped .list-card{border-radius:0;border-top:.5px solid var(--separator);border-bottom:.5px solid var(--separator)}
        .list-plain .list-section{margin-top:0}
        .list-plain .list-card{border-radius:0}.list-plain .row{background:var(--systemBackground)}
        .list-plain .list-header{text-transform:none;font-size:15px;line-height:20px;font-weight:600;color:var(--label);padding:14px 16px 6px}
        .list-sidebar .list-header{text-transform:none;font-size:20px;line-height:25px;font-weight:600;color:var(--label)}
        .list-section.standalone{margin-top:0}
        .row{position:relative;min-height:44px;padding:6px 16px;justify-content:flex-start;background:var(--groupedRow)}
        .row:not(:last-child)::after{content:"";position:absolute;bottom:-.5px;z-index:1;left:var(--rowLeading,16px);right:0;border-bottom:.5px solid var(--rowSeparator,var(--separator))}
        .row.no-separator::after,.row.no-separator-below::after,.no-separator .row::after{display:none}
        .row>.button{justify-content:flex-start}
        .row>.nav-link,.row>.toggle,.row>.control,.row>.picker-inline,.row>.calendar-picker,.row>.wheel{flex:1 1 auto;align-self:stretch}
        .nav-link{min-height:32px}
        .row-chevron{display:inline-block;width:8px;height:8px;border-right:2px solid var(--tertiary);border-top:2px solid var(--tertiary);transform:rotate(45deg);flex:none;margin:0 4px 0 2px}
        .row-chevron.down{transform:rotate(135deg)}
        .table .table-row{display:grid;grid-template-columns:var(--table-columns);gap:8px;align-items:center;flex:1 1 auto;min-width:0}
        .table.compact .table-row>:not(:first-child){display:none}
        .table-header{padding:6px 16px;font-size:13px;line-height:18px;font-weight:600;color:var(--secondary)}
        .disclosure-rows{flex:1 1 auto}.disclosure-rows>.table-row:not(.disclosure-row){padding:6px 0 0 20px}
        .button{color:var(--tint);text-decoration:none;cursor:pointer}
        .button.plain{color:inherit}
        .button.bordered,.button.bordered-prominent{padding:var(--buttonPadding,7px 14px);border-radius:var(--buttonRadius,8px)}
        .button.bordered{background:color-mix(in srgb,var(--tint) 15%,transparent)}
        .button.bordered-prominent{background:var(--tint);color:#fff}
        .button.border-capsule{border-radius:9999px}.button.border-circle{border-radius:50%;padding:7px}
        .control-group{background:var(--tertiarySystemFill);border-radius:8px;overflow:hidden;gap:0}
        .control-group-item{display:flex;align-items:center;padding:7px 14px}.control-group-item+.control-group-item{border-left:.5px solid var(--separator)}
        .control{min-height:31px}
        .control-label{flex:1 1 auto;min-width:0}
        .switch{flex:none;position:relative;width:51px;height:31px;border-radius:16px;background:var(--switchOff)}
        .switch i{position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;background:#fff;box-shadow:0 3px 8px rgba(0,0,0,.15),0 3px 1px rgba(0,0,0,.06)}
        .switch.on{background:var(--toggleTint,var(--green))}.switch.on i{left:22px}
        .text-field{display:flex;align-items:center;flex:none;min-width:0;min-height:22px;white-space:nowrap;overflow:hidden;cursor:text}
        .text-field.rounded-border{min-height:34px;padding:4px 7px;border:.5px solid var(--systemGray3);border-radius:5px;background:var(--fieldBackground)}
        .text-field.multiline{white-space:pre-wrap;align-items:flex-start}
        .text-field-prompt{color:var(--tertiary)}
        .text-field>span{display:block;flex:1 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis;max-height:100%}
        .text-field-value.secure{letter-spacing:1px;height:22px;font-family:var(--sans)}
        .text-editor{display:block;align-self:stretch;flex:1 1 auto;min-height:66px;white-space:pre-wrap;text-align:start;overflow:auto;cursor:text}
        .slider-track{flex:1 1 auto;position:relative;height:28px;min-width:44px}
        .slider-track i{position:absolute;left:0;right:0;top:12px;height:4px;border-radius:2px;background:linear-gradient(to right,var(--tint) calc(var(--fraction)*100%),var(--systemFill) 0)}
        .slider-track b{position:absolute;top:0;left:calc((100% - 28px)*var(--fraction));width:28px;height:28px;border-radius:50%;background:#fff;box-shadow:0 .5px 4px rgba(0,0,0,.12),0 6px 13px rgba(0,0,0,.12)}
        .slider{min-width:88px}
        .stepper{flex:none;display:flex;align-items:center;width:94px;height:32px;border-radius:8px;background:var(--tertiarySystemFill);font-size:22px;line-height:32px}
        .stepper span{flex:1 1 0;text-align:center}.stepper i{width:1px;height:18px;background:var(--separator)}
        .color-well{flex:none;position:relative;width:28px;height:28px;border-radius:50%;background:conic-gradient(#ff3b30,#ffcc00,#34c759,#32ade6,#007aff,#af52de,#ff3b30)}
        .color-well::after{content:"";position:absolute;inset:4px;border-radius:50%;background:var(--wellColor);border:2px solid var(--systemBackground)}
        .linear{flex:none;padding-bottom:24px}
        .vstack.progress.linear{align-items:stretch;min-width:44px;text-align:start}
        .progress-label{color:var(--label)}.progress-value{color:var(--secondary);font-size:15px;line-height:20px}
        .vstack.progress:not(.linear)>.progress-label{color:var(--secondary)}
        .progress-bar{display:block;position:relative;height:4px;border-radius:2px;background:var(--systemFill);overflow:hidden}
        .progress-bar i{position:absolute;left:0;top:0;bottom:0;width:calc(var(--fraction)*100%);background:var(--tint);border-radius:2px}
        .progress-bar.gauge{height:8px;border-radius:4px}
        .spinner{display:block;flex:none;width:20px;height:20px;border-radius:50%;color:var(--secondary);background:repeating-conic-gradient(from -6deg,currentColor 0 12deg,transparent 12deg 45deg);-webkit-mask:radial-gradient(circle,transparent 4.5px,#000 5px);mask:radial-gradient(circle,transparent 4.5px,#000 5px)}
        .ring{position:relative;display:grid;place-items:center;width:58px;height:58px;border-radius:50%;background:conic-gradient(var(--tint) calc(var(--fraction)*360deg),var(--systemFill) 0);font-size:12px;line-height:14px}
        .ring::before{content:"";position:absolute;inset:6px;border-radius:50%;background:var(--systemBackground)}.ring>*{position:relative}
        .segmented{flex:1 1 auto;height:32px;padding:2px;gap:0;align-items:stretch;border-radius:9px;background:var(--tertiarySystemFill);font-size:13px;line-height:18px;font-weight:500}
        .segment{flex:1 1 0;display:flex;align-items:center;justify-content:center;min-width:0;padding:0 8px;border-radius:7px;white-space:nowrap}
        .segment.on{background:var(--selectedSegment);font-weight:600;box-shadow:0 3px 8px rgba(0,0,0,.12),0 3px 1px rgba(0,0,0,.04)}
        .picker-menu .picker-value{color:var(--secondary)}
        .updown{display:inline-block;position:relative;flex:none;width:8px;height:13px;margin-left:2px}
        .updown::before,.updown::after{content:"";position:absolute;left:1.5px;width:4px;height:4px;border-left:1.5px solid currentColor;border-top:1.5px solid currentColor}
        .updown::before{top:2px;transform:rotate(45deg)}.updown::after{bottom:2px;transform:rotate(225deg)}
        .checkmark{display:inline-block;flex:none;width:6px;height:12px;margin:0 6px 4px 0;border-right:2px solid var(--tint);border-bottom:2px solid var(--tint);transform:rotate(45deg)}
        .vstack.picker-inline{align-self:stretch;align-items:stretch}
        .picker-option{min-height:44px}.picker-option+.picker-option,.control-label+.picker-option{border-top:.5px solid var(--separator)}
        .vstack.wheel{align-self:stretch;gap:0;padding:8px 0}
        .wheel-option{display:flex;align-items:center;justify-content:center;height:34px;width:100%;font-size:21px}
        .wheel-option.on{background:var(--tertiarySystemFill);border-radius:8px}
        .pill{flex:none;padding:6px 11px;border-radius:6px;background:var(--tertiarySystemFill);white-space:nowrap}
        .vstack.calendar-picker{align-self:stretch;align-items:stretch}
        .calendar{display:flex;flex-direction:column;gap:8px}.calendar-month{font-weight:600;padding:0 4px}
        .calendar-days{display:grid;grid-template-columns:repeat(7,1fr);text-align:center;font-size:20px;line-height:40px}
        .calendar-days b{font-size:13px;line-height:18px;font-weight:600;color:var(--tertiary)}
        .calendar-days .on{color:var(--tint);font-weight:600;background:radial-gradient(circle,color-mix(in srgb,var(--tint) 15%,transparent) 19px,transparent 20px)}
        .status-bar,.home-indicator{z-index:15}
        .presentation-toggle{display:none}
        .presentation{position:absolute;inset:0;z-index:10;display:none;flex-direction:column}
        .presentation-toggle:checked+.presentation{display:flex}
        .dimming{position:absolute;inset:0;background:rgba(0,0,0,.4)}
        .sheet>.card{position:absolute;left:0;right:0;bottom:0;gap:0;justify-content:center;border-radius:10px 10px 0 0;background:var(--groupedRow);overflow:hidden}
        .cover,.push{background:var(--systemBackground)}
        .cover>.card{flex:1 1 0;min-height:0;justify-content:center;gap:0}
        .push>.nav{flex:1 1 0}
        .push:has(>.nav>.nav-content>.list:not(.list-plain)){background:var(--systemGroupedBackground)}
        .alert{align-items:center;justify-content:center}
        .alert-box{position:relative;width:270px;border-radius:14px;background:var(--alertBackground);-webkit-backdrop-filter:blur(20px);backdrop-filter:blur(20px);text-align:center;overflow:hidden}
        .alert-header{display:flex;flex-direction:column;gap:2px;padding:19px 16px 20px}
        .alert-title{font-weight:600}.alert-message{font-size:13px;line-height:18px}
        .alert-actions{display:flex;flex-direction:column;border-top:.5px solid var(--separator)}.alert-actions.side-by-side{flex-direction:row}
        .alert-action{flex:1 1 0;display:flex;align-items:center;justify-content:center;min-height:44px;color:var(--tint)}
        .alert-action>.button{flex:1 1 auto;align-self:stretch;justify-content:center}
        .alert-actions>.alert-action+.alert-action{border-top:.5px solid var(--separator)}.alert-actions.side-by-side>.alert-action+.alert-action{border-top:0;border-left:.5px solid var(--separator)}
        .alert-action.cancel,.alert-action .button.cancel{font-weight:600}
        .dialog{justify-content:flex-end;padding-left:8px;padding-right:8px}
        .dialog-group{position:relative;display:flex;flex-direction:column;margin-bottom:8px;border-radius:14px;background:var(--alertBackground);-webkit-backdrop-filter:blur(20px);backdrop-filter:blur(20px);text-align:center;overflow:hidden}
        .dialog-group .alert-action{min-height:57px;font-size:20px;line-height:25px}
        .dialog-group>*+*{border-top:.5px solid var(--separator)}
        .dialog-cancel{background:var(--groupedRow)}.dialog-cancel .alert-action{font-weight:600}
        .dialog-title{font-size:13px;line-height:18px;font-weight:600;color:var(--secondary)}
        .dialog .alert-message{color:var(--secondary)}
        .panel h2{font-size:13px;margin:10px 0 4px}
        .panel ul{margin:0;padding:0 0 0 16px}
        .panel label{cursor:pointer;text-decoration:underline dotted}
        .panel code{font:11px/16px var(--mono)}
        .hstack.split{flex:1 1 0;align-self:stretch;gap:0;align-items:stretch}
        .split>.column{flex:0 0 320px;border-right:.5px solid var(--separator)}.split>.column.last{flex:1 1 0;border-right:0}
        """
}
