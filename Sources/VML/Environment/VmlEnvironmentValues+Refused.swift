extension VmlEnvironmentValues {
    /// SwiftData's `modelContext` cannot port: the store lives in the client app.
    ///
    /// ```swift
    /// @VmlEnvironment(\.modelContext) private var modelContext
    /// // error: 'modelContext' is unavailable: SwiftData's store lives in the client app: …
    /// ```
    @available(
        *, unavailable,
        message: "SwiftData's store lives in the client app: query your data on the server and pass the values to the view's initializer"
    )
    public var modelContext: Void { () }

    /// Core Data's `managedObjectContext` cannot port: the store lives in the client app.
    ///
    /// ```swift
    /// @VmlEnvironment(\.managedObjectContext) private var viewContext
    /// // error: 'managedObjectContext' is unavailable: Core Data's store lives in the client app: …
    /// ```
    @available(
        *, unavailable,
        message: "Core Data's store lives in the client app: fetch your data on the server and pass the values to the view's initializer"
    )
    public var managedObjectContext: Void { () }

    /// The `undoManager` cannot port: undo is the client's, and actions never run on a server.
    ///
    /// ```swift
    /// @VmlEnvironment(\.undoManager) private var undoManager
    /// // error: 'undoManager' is unavailable: undo happens in the client app: …
    /// ```
    @available(
        *, unavailable,
        message: "undo happens in the client app, and actions never run on a server: drop the property and the calls that use it"
    )
    public var undoManager: Void { () }
}

extension VmlEnvironmentValues {
    /// SwiftUI's `backgroundProminence`, refused at compile time: the background's prominence is set by the client's containers: style the view for the standard background, or pass the value from the request.
    ///
    /// ```swift
    /// @VmlEnvironment(\.backgroundProminence) private var value
    /// // error: 'backgroundProminence' is unavailable: the background's prominence is set by the client's containers: style the view for the standard background, or pass the value from the request
    /// ```
    @available(
        *, unavailable,
        message:
            "the background's prominence is set by the client's containers: style the view for the standard background, or pass the value from the request"
    )
    public var backgroundProminence: Void { () }

    /// SwiftUI's `documentConfiguration`, refused at compile time: a document-based app's documents live in the client app: pass the document's values to the view's initializer.
    ///
    /// ```swift
    /// @VmlEnvironment(\.documentConfiguration) private var value
    /// // error: 'documentConfiguration' is unavailable: a document-based app's documents live in the client app: pass the document's values to the view's initializer
    /// ```
    @available(
        *, unavailable,
        message: "a document-based app's documents live in the client app: pass the document's values to the view's initializer"
    )
    public var documentConfiguration: Void { () }

    /// SwiftUI's `findContext`, refused at compile time: find and replace runs in the client's text views: leave it out.
    ///
    /// ```swift
    /// @VmlEnvironment(\.findContext) private var value
    /// // error: 'findContext' is unavailable: find and replace runs in the client's text views: leave it out
    /// ```
    @available(*, unavailable, message: "find and replace runs in the client's text views: leave it out")
    public var findContext: Void { () }

    /// SwiftUI's `fontResolutionContext`, refused at compile time: fonts are resolved on the client: write the font (.font(.body)) and let the client resolve it.
    ///
    /// ```swift
    /// @VmlEnvironment(\.fontResolutionContext) private var value
    /// // error: 'fontResolutionContext' is unavailable: fonts are resolved on the client: write the font (.font(.body)) and let the client resolve it
    /// ```
    @available(*, unavailable, message: "fonts are resolved on the client: write the font (.font(.body)) and let the client resolve it")
    public var fontResolutionContext: Void { () }

    /// SwiftUI's `legibilityWeight`, refused at compile time: the Bold Text setting is read on the client: write .fontWeight(_:) or a text style, which follows the setting.
    ///
    /// ```swift
    /// @VmlEnvironment(\.legibilityWeight) private var value
    /// // error: 'legibilityWeight' is unavailable: the Bold Text setting is read on the client: write .fontWeight(_:) or a text style, which follows the setting
    /// ```
    @available(
        *, unavailable,
        message: "the Bold Text setting is read on the client: write .fontWeight(_:) or a text style, which follows the setting"
    )
    public var legibilityWeight: Void { () }

    /// SwiftUI's `lineHeight`, refused at compile time: write lineSpacing(_:) for the space between lines.
    ///
    /// ```swift
    /// @VmlEnvironment(\.lineHeight) private var value
    /// // error: 'lineHeight' is unavailable: write lineSpacing(_:) for the space between lines
    /// ```
    @available(*, unavailable, message: "write lineSpacing(_:) for the space between lines")
    public var lineHeight: Void { () }

    /// SwiftUI's `preferredPencilDoubleTapAction`, refused at compile time: Apple Pencil preferences are read on the client by onPencilDoubleTap(perform:), which VML never calls: leave it out.
    ///
    /// ```swift
    /// @VmlEnvironment(\.preferredPencilDoubleTapAction) private var value
    /// // error: 'preferredPencilDoubleTapAction' is unavailable: Apple Pencil preferences are read on the client by onPencilDoubleTap(perform:), which VML never calls: leave it out
    /// ```
    @available(
        *, unavailable,
        message: "Apple Pencil preferences are read on the client by onPencilDoubleTap(perform:), which VML never calls: leave it out"
    )
    public var preferredPencilDoubleTapAction: Void { () }

    /// SwiftUI's `preferredPencilSqueezeAction`, refused at compile time: Apple Pencil preferences are read on the client by onPencilSqueeze(perform:), which VML never calls: leave it out.
    ///
    /// ```swift
    /// @VmlEnvironment(\.preferredPencilSqueezeAction) private var value
    /// // error: 'preferredPencilSqueezeAction' is unavailable: Apple Pencil preferences are read on the client by onPencilSqueeze(perform:), which VML never calls: leave it out
    /// ```
    @available(
        *, unavailable,
        message: "Apple Pencil preferences are read on the client by onPencilSqueeze(perform:), which VML never calls: leave it out"
    )
    public var preferredPencilSqueezeAction: Void { () }

    /// SwiftUI's `sidebarRowSize`, refused at compile time: the sidebar's row size is the user's setting on the client: leave it out.
    ///
    /// ```swift
    /// @VmlEnvironment(\.sidebarRowSize) private var value
    /// // error: 'sidebarRowSize' is unavailable: the sidebar's row size is the user's setting on the client: leave it out
    /// ```
    @available(*, unavailable, message: "the sidebar's row size is the user's setting on the client: leave it out")
    public var sidebarRowSize: Void { () }

    /// SwiftUI's `sizeCategory`, refused at compile time: deprecated: read \.dynamicTypeSize (a VmlDynamicTypeSize).
    ///
    /// ```swift
    /// @VmlEnvironment(\.sizeCategory) private var value
    /// // error: 'sizeCategory' is unavailable: deprecated: read \.dynamicTypeSize (a VmlDynamicTypeSize)
    /// ```
    @available(*, unavailable, message: "deprecated: read \\.dynamicTypeSize (a VmlDynamicTypeSize)")
    public var sizeCategory: Void { () }

    /// SwiftUI's `tabBarPlacement`, refused at compile time: the tab bar's placement is known only on the client: write a tab view that reads well in either placement.
    ///
    /// ```swift
    /// @VmlEnvironment(\.tabBarPlacement) private var value
    /// // error: 'tabBarPlacement' is unavailable: the tab bar's placement is known only on the client: write a tab view that reads well in either placement
    /// ```
    @available(
        *, unavailable, message: "the tab bar's placement is known only on the client: write a tab view that reads well in either placement"
    )
    public var tabBarPlacement: Void { () }

    /// SwiftUI's `tabViewBottomAccessoryPlacement`, refused at compile time: the bottom accessory's placement (inline or expanded) is known only on the client: write one accessory that fits both.
    ///
    /// ```swift
    /// @VmlEnvironment(\.tabViewBottomAccessoryPlacement) private var value
    /// // error: 'tabViewBottomAccessoryPlacement' is unavailable: the bottom accessory's placement (inline or expanded) is known only on the client: write one accessory that fits both
    /// ```
    @available(
        *, unavailable,
        message: "the bottom accessory's placement (inline or expanded) is known only on the client: write one accessory that fits both"
    )
    public var tabViewBottomAccessoryPlacement: Void { () }

    /// SwiftUI's `toolbarLabelStyle`, refused at compile time: the toolbar's label style is the client's: write VmlLabel items and let the toolbar choose how they show.
    ///
    /// ```swift
    /// @VmlEnvironment(\.toolbarLabelStyle) private var value
    /// // error: 'toolbarLabelStyle' is unavailable: the toolbar's label style is the client's: write VmlLabel items and let the toolbar choose how they show
    /// ```
    @available(
        *, unavailable, message: "the toolbar's label style is the client's: write VmlLabel items and let the toolbar choose how they show"
    )
    public var toolbarLabelStyle: Void { () }

    /// SwiftUI's `widgetContentMargins`, refused at compile time: widgets are WidgetKit's, drawn on the device: a VML screen is not a widget; pad with .padding().
    ///
    /// ```swift
    /// @VmlEnvironment(\.widgetContentMargins) private var value
    /// // error: 'widgetContentMargins' is unavailable: widgets are WidgetKit's, drawn on the device: a VML screen is not a widget; pad with .padding()
    /// ```
    @available(*, unavailable, message: "widgets are WidgetKit's, drawn on the device: a VML screen is not a widget; pad with .padding()")
    public var widgetContentMargins: Void { () }
}
