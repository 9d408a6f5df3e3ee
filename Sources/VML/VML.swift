// The VML library: what users import. It re-exports the node tree, canonical form and
// serializer from VMLCore, so `import VML` is all an app needs.
@_exported import VMLCore
@_exported import VMLValidation
