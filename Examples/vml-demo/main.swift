// vml-demo: renders sample screens written with the VML DSL and prints their VML.
//
//   swift run vml-demo                 # the task list screen, pretty
//   swift run vml-demo home --compact  # another screen, in the compact (wire) layout
//   swift run vml-demo --list          # the screens there are
//
// The VML goes to standard output; a line saying what it is goes to standard error.
import Foundation
import VML

/// A screen the demo can print.
struct DemoScreen {
    let name: String
    let summary: String
    let view: VmlContent
}

let screens: [DemoScreen] = [
    DemoScreen(
        name: "tasks",
        summary: "a task list rendered from view models (composite views, VmlForEach, if)",
        view: TaskListScreen(
            title: "My Tasks",
            tasks: [
                TaskCardViewModel(id: 1, title: "Write the spec", isDone: true, dueLabel: nil),
                TaskCardViewModel(id: 2, title: "Ship the \"DSL\" <today>", isDone: false, dueLabel: "Due 17:00"),
                TaskCardViewModel(id: 3, title: "Measure compile times", isDone: false, dueLabel: nil),
            ]
        ).vmlContent),
    DemoScreen(name: "home", summary: "the VML spec's complete screen (§9): slots, attr(), toolbar", view: HomeScreen().vmlContent),
    DemoScreen(name: "hello", summary: "one Text with padding", view: VmlText("Hello").padding(8).vmlContent),
]

let usage = "usage: vml-demo [NAME] [--compact] | vml-demo --list"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("vml-demo: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
if arguments.contains("--list") {
    for screen in screens { print("\(screen.name)\t\(screen.summary)") }
    exit(0)
}
let compact = arguments.contains("--compact")
arguments.removeAll { $0 == "--compact" }
if let option = arguments.first(where: { $0.hasPrefix("-") }) { fail("unknown option \(option)\n\(usage)") }
if arguments.count > 1 { fail("one screen at a time\n\(usage)") }
let name = arguments.first ?? "tasks"
guard let screen = screens.first(where: { $0.name == name }) else {
    fail("no screen named \(name); the screens are \(screens.map(\.name).joined(separator: ", ")) (vml-demo --list)")
}

do {
    let format: VMLFormat = compact ? .compact : .pretty
    let text = try screen.view.renderVML(format)
    let others = screens.filter { $0.name != name }.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(
        Data(
            "vml-demo: the \(screen.name) screen, \(screen.summary); \(format.rawValue) layout. Others: \(others) (vml-demo --list).\n".utf8
        ))
    print(text, terminator: compact ? "\n" : "")
} catch {
    FileHandle.standardError.write(Data("vml-demo: error: \(error)\n".utf8))
    exit(1)
}
