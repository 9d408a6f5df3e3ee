import Foundation
import Hummingbird
import Logging
import TaskApp

// The task server: `swift run --package-path Examples/HummingbirdServer -- --port 8080`.
// Options are listed on `ServerOptions`. Rendering runs on the server's tasks, never on this
// main actor: it only parses the options and waits for the service to end.

let options: ServerOptions
do {
    options = try ServerOptions(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    FileHandle.standardError.write(Data("TaskServer: \(error)\n".utf8))
    exit(2)
}

if let folder = options.writePreviewsFolder {
    do {
        let written = try ScreenPreviews.all.write(to: folder)
        print("Wrote \(written.count) files; open \(written.first ?? folder)")
    } catch {
        FileHandle.standardError.write(Data("TaskServer: \(error)\n".utf8))
        exit(1)
    }
} else if let iterations = options.measureRenderIterations {
    try await RenderMeasurement(store: options.store, iterations: iterations).run()
} else {
    var logger = Logger(label: "TaskServer")
    logger.logLevel = options.logLevel
    let store = options.store
    let app = TaskApplication.build(
        store: store,
        configuration: ApplicationConfiguration(
            address: .hostname(options.hostname, port: options.port), serverName: "TaskServer"),
        logger: logger)
    logger.notice("Serving \(store.tasks.count) tasks at http://\(options.hostname):\(options.port)\(TaskRoutes.listPath)")
    try await app.runService()
}
