// The VML library: what users import. It re-exports the node tree, canonical form and
// serializer from VMLCore, so `import VML` is all an app needs, and Foundation too, as
// `import SwiftUI` does: a ported view file keeps using `URL`, `Date`, `UUID`, `Locale` and
// `Bundle` with `import VML` alone (Docs/Porting.md). Observation likewise, so `@Observable`
// models (read with `@VmlBindable`) need no import of their own.
@_exported import Foundation
@_exported import Observation
@_exported import VMLCore
@_exported import VMLValidation
