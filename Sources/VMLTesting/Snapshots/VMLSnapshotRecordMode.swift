import Foundation

/// When a snapshot assertion writes the snapshot file. The names are swift-snapshot-testing's,
/// so a suite can move between the two.
///
/// ```swift
/// assertVmlSnapshot(of: HomeScreen(), record: .failed)   // rewrite this snapshot if it differs
/// ```
///
/// The mode of a call is, first found: its `record:` argument, the innermost
/// `withVmlSnapshotTesting(record:operation:)` scope, the `VML_SNAPSHOT_RECORD`
/// environment variable (`all`, `missing`, `failed` or `never`), then ``missing`` — or
/// ``never`` when the `CI` environment variable is set, so CI never writes snapshots.
public enum VMLSnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Write every snapshot, and fail so the test is run again against them.
    case all
    /// Write snapshots that have no file yet (and fail once); compare the others.
    case missing
    /// Rewrite snapshots that differ (and fail once); write missing ones too.
    case failed
    /// Write nothing: a missing or differing snapshot fails.
    case never

    /// The mode when neither the call nor a scope names one, read from `environment`.
    ///
    /// ```swift
    /// VMLSnapshotRecordMode.fromEnvironment([:])                              // .missing
    /// VMLSnapshotRecordMode.fromEnvironment(["CI": "true"])                   // .never
    /// VMLSnapshotRecordMode.fromEnvironment(["VML_SNAPSHOT_RECORD": "failed"]) // .failed
    /// ```
    /// An unknown `VML_SNAPSHOT_RECORD` value is ignored (the default applies).
    public static func fromEnvironment(_ environment: [String: String]) -> VMLSnapshotRecordMode {
        if let value = environment["VML_SNAPSHOT_RECORD"], let mode = VMLSnapshotRecordMode(rawValue: value) {
            return mode
        }
        return environment["CI"].map { !$0.isEmpty } == true ? .never : .missing
    }

    /// The task-local mode set by `withVmlSnapshotTesting(record:operation:)`.
    @TaskLocal static var scoped: VMLSnapshotRecordMode?

    /// The mode for a call that passed `explicit`.
    static func resolved(_ explicit: VMLSnapshotRecordMode?) -> VMLSnapshotRecordMode {
        explicit ?? scoped ?? fromEnvironment(ProcessInfo.processInfo.environment)
    }
}

/// Runs `operation` with `record` as the record mode of every snapshot assertion in it that
/// does not pass its own.
///
/// ```swift
/// withVmlSnapshotTesting(record: .failed) {
///     assertVmlSnapshot(of: HomeScreen())
/// }
/// ```
public func withVmlSnapshotTesting<R>(
    record: VMLSnapshotRecordMode, operation: () throws -> R
) rethrows -> R {
    try VMLSnapshotRecordMode.$scoped.withValue(record, operation: operation)
}

/// Runs the async `operation` with `record` as the record mode of every snapshot assertion in it.
///
/// ```swift
/// await withVmlSnapshotTesting(record: .never) {
///     assertVmlSnapshot(of: await loadScreen())
/// }
/// ```
public func withVmlSnapshotTesting<R>(
    record: VMLSnapshotRecordMode, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
    try await VMLSnapshotRecordMode.$scoped.withValue(record, operation: operation)
}
