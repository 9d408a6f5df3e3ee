/// The CSS of iOS 26's Liquid Glass (`.screen[data-look=glass]`, a page for iOS 26 or later): the tab
/// bar a floating capsule above the home indicator with a lens behind the selected tab; the
/// navigation bar without a background, its toolbar items and back button on glass capsules and
/// circles; the bottom toolbar's items floating; `glassEffect` (`.glass`) a translucent, blurred,
/// rimmed shape. With `data-look="flat"`, ``Stylesheet/controls`` draws iOS 17's flat bars. Also the
/// outline of what the page's iOS drops (`.dropped`, named by `data-dropped`).
extension Stylesheet {
    /// The rules, appended to ``Stylesheet/css``.
    static let glass = """
        .screen{--glass:rgba(255,255,255,.5);--glassRim:rgba(255,255,255,.75);--glassShadow:0 8px 24px rgba(0,0,0,.12),0 1px 3px rgba(0,0,0,.08);--lens:rgba(120,120,128,.14)}
        .screen.dark{--glass:rgba(58,58,60,.45);--glassRim:rgba(255,255,255,.16);--glassShadow:0 8px 24px rgba(0,0,0,.45);--lens:rgba(120,120,128,.3)}
        .glass{background:color-mix(in srgb,var(--glass-tint,transparent) 35%,var(--glass));-webkit-backdrop-filter:blur(10px) saturate(1.8);backdrop-filter:blur(10px) saturate(1.8);box-shadow:inset 0 0 0 1px var(--glassRim),var(--glassShadow)}
        .screen[data-look=glass] .tab-bar{margin:0 21px -13px!important;padding:4px!important;height:62px;border:0;border-radius:999px;align-items:stretch;background:var(--glass);-webkit-backdrop-filter:blur(10px) saturate(1.8);backdrop-filter:blur(10px) saturate(1.8);box-shadow:inset 0 0 0 1px var(--glassRim),var(--glassShadow);color:var(--label)}
        .screen[data-look=glass] .tab-item{height:54px;border-radius:999px;color:var(--label);padding-top:0}
        .screen[data-look=glass] .tab-item.on{background:var(--lens);color:var(--tint)}
        .screen[data-look=glass] .tab-item .symbol{font-size:22px}
        .screen[data-look=glass] :is(.nav-bar-leading,.nav-bar-trailing) .toolbar-item{--tint:var(--label);min-width:44px;height:44px;padding:0 12px;justify-content:center;border-radius:999px;color:var(--label);background:var(--glass);-webkit-backdrop-filter:blur(10px);backdrop-filter:blur(10px);box-shadow:inset 0 0 0 1px var(--glassRim),var(--glassShadow)}
        .screen[data-look=glass] .nav-back{--tint:var(--label);width:44px;height:44px;margin-left:0;justify-content:center;border-radius:50%;color:var(--label);background:var(--glass);box-shadow:inset 0 0 0 1px var(--glassRim),var(--glassShadow)}
        .screen[data-look=glass] .nav-back .back-chevron{margin-left:5px}
        .screen[data-look=glass] .nav-back-title{display:none}
        .screen[data-look=glass] .bottom-toolbar{background:transparent;border-top:0}
        .screen[data-look=glass] .bottom-toolbar>*{min-height:44px;padding:0 14px;display:flex;align-items:center;border-radius:999px;color:var(--label);background:var(--glass);box-shadow:inset 0 0 0 1px var(--glassRim),var(--glassShadow)}
        .dropped{outline:1.5px dashed var(--red);outline-offset:1px}
        span.dropped{display:inline-block;min-width:12px;min-height:12px}

        """
}
