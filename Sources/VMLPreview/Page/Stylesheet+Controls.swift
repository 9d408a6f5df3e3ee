/// The CSS of navigation bars, lists and forms, tab bars, controls and presentations, in iOS 17's
/// look; light and dark through the system colors' custom properties.
extension Stylesheet {
    /// The rules, appended to ``Stylesheet/css``.
    static let controls = """
        .scr{--alertBg:rgba(242,242,242,.94);--segOn:#fff;--tabOff:#999}
        .scr.dark{--alertBg:rgba(44,44,46,.94);--segOn:#636366;--tabOff:#757575}
        .scr a{text-decoration:none}.scr a.nlr{color:inherit}.scr label{cursor:pointer}
        [data-vml-interactive]:hover{outline:1px solid color-mix(in srgb,var(--tint) 55%,transparent);outline-offset:1px}
        .v.nav{gap:0;align-items:stretch;min-height:0}
        .nb{position:relative;display:flex;align-items:center;justify-content:space-between;flex:none;height:44px;padding:0 16px;gap:8px}
        .nb-l,.nb-r{flex:none;min-width:0}
        .nb-t{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);max-width:56%;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .nb-large{display:block;flex:none;padding:3px 16px 8px;font-size:34px;line-height:41px;font-weight:700;letter-spacing:.4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .nb-back{color:var(--tint);gap:6px;margin-left:-8px}
        .bchev{display:inline-block;width:12px;height:12px;border-left:3px solid currentColor;border-bottom:3px solid currentColor;border-radius:1px;transform:rotate(45deg);margin-left:6px;flex:none}
        .srch{flex:none;height:36px;margin:0 16px 8px;padding:0 8px;border-radius:10px;background:var(--tertiarySystemFill);color:var(--secondary)}
        .srch-t{color:var(--label)}
        .v.navc{flex:1 1 0;min-height:0;align-self:stretch;justify-content:center;gap:0}
        .tbbot{flex:none;min-height:49px;padding:0 16px;justify-content:space-between;background:var(--material);border-top:.5px solid var(--separator)}
        .v.tabv{gap:0;align-items:stretch;min-height:0}
        .v.tabc{flex:1 1 0;min-height:0;justify-content:center;gap:0}
        .v.tabp{flex:1 1 0;align-self:stretch;min-height:0;justify-content:center}
        .tabbar{flex:none;align-items:flex-start;background:var(--material);border-top:.5px solid var(--separator)}
        .tabi{flex:1 1 0;height:49px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding-top:1px;color:var(--tabOff);font-size:10px;line-height:12px;font-weight:500;letter-spacing:.1px;min-width:0}
        .tabi.on{color:var(--tint)}
        .tabi .sf{font-size:23px}
        .tabi .lbl{flex-direction:column;gap:2px!important}
        .dots{display:flex;gap:8px;justify-content:center;padding:8px 0 12px}.dots i{width:8px;height:8px;border-radius:50%;background:var(--tertiary)}.dots i.on{background:var(--label)}
        .list{align-self:stretch;flex:1 1 0;min-height:0;overflow-y:auto;scrollbar-width:none;display:flex;flex-direction:column;background:var(--systemGroupedBackground);text-align:start}
        .list.pln{background:var(--systemBackground)}
        .list.nobg{background:transparent}
        .lin{display:flex;flex-direction:column;flex:none;padding-bottom:24px}
        .ins>.lin,.sbr>.lin{padding:0 16px 24px}
        .lsec{display:flex;flex-direction:column;margin-top:35px}
        .lin>.lsec:first-child,.lin>*:first-child>.lsec{margin-top:18px}
        .lh{display:flex;align-items:center;gap:8px;padding:0 16px 7px;font-size:13px;line-height:18px;letter-spacing:-.08px;color:var(--secondary);text-transform:uppercase}
        .lh .dchev{margin-left:auto}
        .lf{padding:7px 16px 0;font-size:13px;line-height:18px;letter-spacing:-.08px;color:var(--secondary)}
        .lcard{display:flex;flex-direction:column;background:var(--groupedRow);border-radius:10px;overflow:hidden}
        .grp .lcard{border-radius:0;border-top:.5px solid var(--separator);border-bottom:.5px solid var(--separator)}
        .pln .lsec{margin-top:0}
        .pln .lcard{border-radius:0;background:var(--systemBackground)}
        .pln .lh{text-transform:none;font-size:15px;line-height:20px;font-weight:600;color:var(--label);padding:14px 16px 6px}
        .sbr .lh{text-transform:none;font-size:20px;line-height:25px;font-weight:600;color:var(--label)}
        .lsec.solo{margin-top:0}
        .row{position:relative;min-height:44px;padding:6px 16px;justify-content:flex-start;background:inherit}
        .row+.row::before{content:"";position:absolute;top:0;left:16px;right:0;border-top:.5px solid var(--sep,var(--separator))}
        .row.nosep::before,.row.nosep+.row::before,.nosep .row::before{display:none}
        .row>.btn{justify-content:flex-start}
        .row>.nlr,.row>.tg,.row>.ctl,.row>.pk-in,.row>.dp-cal,.row>.wheel{flex:1 1 auto;align-self:stretch}
        .nlr{min-height:32px}
        .dchev{display:inline-block;width:8px;height:8px;border-right:2px solid var(--tertiary);border-top:2px solid var(--tertiary);transform:rotate(45deg);flex:none;margin:0 4px 0 2px}
        .dchev.down{transform:rotate(135deg)}
        .tbl .trow{display:grid;grid-template-columns:var(--tcols);gap:8px;align-items:center;flex:1 1 auto;min-width:0}
        .tbl.compact .trow>:not(:first-child){display:none}
        .thead{padding:6px 16px;font-size:13px;line-height:18px;font-weight:600;color:var(--secondary)}
        .dtrs{flex:1 1 auto}.dtrs>.trow:not(.dtr){padding:6px 0 0 20px}
        .btn{color:var(--tint);text-decoration:none;cursor:pointer}
        .btn.pl{color:inherit}
        .btn.bd,.btn.bdp{padding:7px 14px;border-radius:8px}
        .btn.bd{background:color-mix(in srgb,var(--tint) 15%,transparent)}
        .btn.bdp{background:var(--tint);color:#fff}
        .btn.cap{border-radius:9999px}.btn.circ{border-radius:50%;padding:7px}
        .cg{background:var(--tertiarySystemFill);border-radius:8px;overflow:hidden;gap:0}
        .cg-i{display:flex;align-items:center;padding:7px 14px}.cg-i+.cg-i{border-left:.5px solid var(--separator)}
        .ctl{min-height:31px}
        .ctl-l{flex:1 1 auto;min-width:0}
        .sw{flex:none;position:relative;width:51px;height:31px;border-radius:16px;background:var(--switchOff)}
        .sw i{position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;background:#fff;box-shadow:0 3px 8px rgba(0,0,0,.15),0 3px 1px rgba(0,0,0,.06)}
        .sw.on{background:var(--toggleTint,var(--green))}.sw.on i{left:22px}
        .tf{display:flex;align-items:center;flex:1 1 auto;min-width:0;min-height:22px;white-space:nowrap;overflow:hidden;text-align:start;cursor:text}
        .tf.rb{min-height:34px;padding:4px 7px;border:.5px solid var(--systemGray3);border-radius:5px;background:var(--fieldBg)}
        .tf.ml{white-space:pre-wrap;align-items:flex-start}
        .tf-p{color:var(--tertiary)}
        .tf>span{display:block;overflow:hidden;text-overflow:ellipsis;max-height:100%}
        .tf-v.sec{letter-spacing:1px;height:22px;font-family:var(--sans)}
        .te{display:block;align-self:stretch;flex:1 1 auto;min-height:66px;white-space:pre-wrap;text-align:start;overflow:auto;cursor:text}
        .sl{flex:1 1 auto;position:relative;height:28px;min-width:44px}
        .sl i{position:absolute;left:0;right:0;top:12px;height:4px;border-radius:2px;background:linear-gradient(to right,var(--tint) calc(var(--f)*100%),var(--systemFill) 0)}
        .sl b{position:absolute;top:0;left:calc((100% - 28px)*var(--f));width:28px;height:28px;border-radius:50%;background:#fff;box-shadow:0 .5px 4px rgba(0,0,0,.12),0 6px 13px rgba(0,0,0,.12)}
        .slw{min-width:88px}
        .stp{flex:none;display:flex;align-items:center;width:94px;height:32px;border-radius:8px;background:var(--tertiarySystemFill);font-size:22px;line-height:32px}
        .stp span{flex:1 1 0;text-align:center}.stp i{width:1px;height:18px;background:var(--separator)}
        .well{flex:none;position:relative;width:28px;height:28px;border-radius:50%;background:conic-gradient(#ff3b30,#ffcc00,#34c759,#32ade6,#007aff,#af52de,#ff3b30)}
        .well::after{content:"";position:absolute;inset:4px;border-radius:50%;background:var(--well);border:2px solid var(--systemBackground)}
        .v.pv.lin{align-items:stretch;min-width:44px;text-align:start}
        .pv-l{color:var(--label)}.pv-c{color:var(--secondary);font-size:15px;line-height:20px}
        .v.pv:not(.lin)>.pv-l{color:var(--secondary)}
        .bar{display:block;position:relative;height:4px;border-radius:2px;background:var(--systemFill);overflow:hidden}
        .bar i{position:absolute;left:0;top:0;bottom:0;width:calc(var(--f)*100%);background:var(--tint);border-radius:2px}
        .bar.gauge{height:8px;border-radius:4px}
        .spin{display:block;flex:none;width:20px;height:20px;border-radius:50%;color:var(--secondary);background:repeating-conic-gradient(from -6deg,currentColor 0 12deg,transparent 12deg 45deg);-webkit-mask:radial-gradient(circle,transparent 4.5px,#000 5px);mask:radial-gradient(circle,transparent 4.5px,#000 5px)}
        .ring{position:relative;display:grid;place-items:center;width:58px;height:58px;border-radius:50%;background:conic-gradient(var(--tint) calc(var(--f)*360deg),var(--systemFill) 0);font-size:12px;line-height:14px}
        .ring::before{content:"";position:absolute;inset:6px;border-radius:50%;background:var(--systemBackground)}.ring>*{position:relative}
        .segs{flex:1 1 auto;height:32px;padding:2px;gap:0;align-items:stretch;border-radius:9px;background:var(--tertiarySystemFill);font-size:13px;line-height:18px;font-weight:500}
        .seg{flex:1 1 0;display:flex;align-items:center;justify-content:center;min-width:0;padding:0 8px;border-radius:7px;white-space:nowrap}
        .seg.on{background:var(--segOn);font-weight:600;box-shadow:0 3px 8px rgba(0,0,0,.12),0 3px 1px rgba(0,0,0,.04)}
        .pk-m .pk-v{color:var(--secondary)}
        .updown{display:inline-block;position:relative;flex:none;width:8px;height:13px;margin-left:2px}
        .updown::before,.updown::after{content:"";position:absolute;left:1.5px;width:4px;height:4px;border-left:1.5px solid currentColor;border-top:1.5px solid currentColor}
        .updown::before{top:2px;transform:rotate(45deg)}.updown::after{bottom:2px;transform:rotate(225deg)}
        .check{display:inline-block;flex:none;width:6px;height:12px;margin:0 6px 4px 0;border-right:2px solid var(--tint);border-bottom:2px solid var(--tint);transform:rotate(45deg)}
        .v.pk-in{align-self:stretch;align-items:stretch}
        .pk-o{min-height:44px}.pk-o+.pk-o,.ctl-l+.pk-o{border-top:.5px solid var(--separator)}
        .v.wheel{align-self:stretch;gap:0;padding:8px 0}
        .wh-o{display:flex;align-items:center;justify-content:center;height:34px;width:100%;font-size:21px}
        .wh-o.on{background:var(--tertiarySystemFill);border-radius:8px}
        .pill{flex:none;padding:6px 11px;border-radius:6px;background:var(--tertiarySystemFill);white-space:nowrap}
        .v.dp-cal{align-self:stretch;align-items:stretch}
        .cal{display:flex;flex-direction:column;gap:8px}.cal-h{font-weight:600;padding:0 4px}
        .cal-g{display:grid;grid-template-columns:repeat(7,1fr);text-align:center;font-size:20px;line-height:40px}
        .cal-g b{font-size:13px;line-height:18px;font-weight:600;color:var(--tertiary)}
        .cal-g .on{color:var(--tint);font-weight:600;background:radial-gradient(circle,color-mix(in srgb,var(--tint) 15%,transparent) 19px,transparent 20px)}
        .sb,.hi{z-index:15}
        .ptog{display:none}
        .ov{position:absolute;inset:0;z-index:10;display:none;flex-direction:column}
        .ptog:checked+.ov{display:flex}
        .dim{position:absolute;inset:0;background:rgba(0,0,0,.4)}
        .sheet>.card{position:absolute;left:0;right:0;bottom:0;gap:0;justify-content:center;border-radius:10px 10px 0 0;background:var(--groupedRow);overflow:hidden}
        .cover,.push{background:var(--systemBackground)}
        .cover>.card{flex:1 1 0;min-height:0;justify-content:center;gap:0}
        .push>.nav{flex:1 1 0}
        .push:has(>.nav>.navc>.list:not(.pln)){background:var(--systemGroupedBackground)}
        .alert{align-items:center;justify-content:center}
        .abox{position:relative;width:270px;border-radius:14px;background:var(--alertBg);-webkit-backdrop-filter:blur(20px);backdrop-filter:blur(20px);text-align:center;overflow:hidden}
        .ahead{display:flex;flex-direction:column;gap:2px;padding:19px 16px 20px}
        .atitle{font-weight:600}.amsg{font-size:13px;line-height:18px}
        .abtns{display:flex;flex-direction:column;border-top:.5px solid var(--separator)}.abtns.two{flex-direction:row}
        .ab{flex:1 1 0;display:flex;align-items:center;justify-content:center;min-height:44px;color:var(--tint)}
        .ab>.btn{flex:1 1 auto;align-self:stretch;justify-content:center}
        .abtns>.ab+.ab{border-top:.5px solid var(--separator)}.abtns.two>.ab+.ab{border-top:0;border-left:.5px solid var(--separator)}
        .ab.cancel,.ab .btn.cancel{font-weight:600}
        .dialog{justify-content:flex-end;padding-left:8px;padding-right:8px}
        .dgrp{position:relative;display:flex;flex-direction:column;margin-bottom:8px;border-radius:14px;background:var(--alertBg);-webkit-backdrop-filter:blur(20px);backdrop-filter:blur(20px);text-align:center;overflow:hidden}
        .dgrp .ab{min-height:57px;font-size:20px;line-height:25px}
        .dgrp>*+*{border-top:.5px solid var(--separator)}
        .dcancel{background:var(--groupedRow)}.dcancel .ab{font-weight:600}
        .dtitle{font-size:13px;line-height:18px;font-weight:600;color:var(--secondary)}
        .dialog .amsg{color:var(--secondary)}
        .panel h2{font-size:13px;margin:10px 0 4px}
        .panel ul{margin:0;padding:0 0 0 16px}
        .panel label{cursor:pointer;text-decoration:underline dotted}
        .panel code{font:11px/16px var(--mono)}
        .h.split{flex:1 1 0;align-self:stretch;gap:0;align-items:stretch}
        .split>.col{flex:0 0 320px;border-right:.5px solid var(--separator)}.split>.col.last{flex:1 1 0;border-right:0}
        """
}
