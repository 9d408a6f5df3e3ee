// swift-format-ignore-file
// Generated from Docs/GettingStarted.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum GettingStartedDocExamples {
    /// Docs/GettingStarted.md, example 2
    enum Example2 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let view = VmlVStack(alignment: .leading, spacing: 8) {
                VmlText("Hello")
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundColor(.purple)
                VmlImage(systemName: "star.fill")
                    .foregroundColor(.yellow)
            }
            .padding(16)

            print(try view.renderVML())
            _ = view
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/GettingStarted.md, example 3
    enum Example3 {
        struct TaskCardViewModel: Identifiable { let id: Int; let title: String; let isDone: Bool; let dueLabel: String? }

        struct TaskCardView: VmlView {
            let task: TaskCardViewModel

            var body: some VmlView {
                VmlHStack(spacing: 12) {
                    VmlImage(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                    VmlText(task.title).strikethrough(task.isDone)
                    if let due = task.dueLabel {
                        VmlText(due).font(.caption)
                    }
                }
                .id("task-\(task.id)")
            }
        }

        @VmlBuilder static func body() throws -> some VmlView {
            let tasks = [TaskCardViewModel(id: 1, title: "Write the spec", isDone: true, dueLabel: nil)]
            VmlList {
                VmlForEach(tasks) { task in
                    TaskCardView(task: task)
                }
            }
        }
    }

    /// Docs/GettingStarted.md, example 4
    enum Example4 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Home")
                .attribute("title", "Home")
                .navigationTitle(.attr("title", .string, fallback: "Untitled"))
            VmlRectangle()
                .frame(width: .attr("w", .number, fallback: 200), height: .attr("h", .number, fallback: 100))
        }
    }

    /// Docs/GettingStarted.md, example 5
    enum Example5 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hello").background(alignment: .center) { VmlElement("Star") }
        }
    }

    /// Docs/GettingStarted.md, example 6
    enum Example6 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlElement("Card", attributes: ["kind": "promo"]) {
                VmlText("Body")
            }
        }
    }

    /// Docs/GettingStarted.md, example 7
    enum Example7 {
        struct VmlBadge: VmlView {
            var count: Int
            var body: some VmlView {
                VmlElement("Badge").attribute("count", Double(count))
            }
        }

        @VmlBuilder static func body() throws -> some VmlView {
            VmlBadge(count: 3).padding(4)   // <Badge count="3" style="padding(4)"/>
        }
    }

    /// Docs/GettingStarted.md, example 8
    enum Example8 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hi").modifier(named: "blendMode", .member("multiply"))             // blendMode(.multiply)
            VmlText("Hi").modifier(named: "symbolEffect", .member("pulse"), .labeled("isActive", true))
        }
    }

    /// Docs/GettingStarted.md, example 9
    enum Example9 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let view = VmlText("Hello").padding(8)
            _ = view
            let text = try view.renderVML()            // pretty: indented, for logs and fixtures
            let wire = try view.renderVML(.compact)    // no whitespace between tags

            var body: [UInt8] = []
            if let text = shownText(
            try view.renderVML(.compact, into: &body)  // straight into a response buffer
            ) { printed.append(text) }

            let tree: [VMLNode] = view.vmlNodes        // the node tree, to inspect or transform
            let document: VMLDocument = view.vmlDocument
            _ = text
            _ = wire
            _ = body
            _ = tree
            _ = document
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/GettingStarted.md, example 10
    enum Example10 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            do {
                _ = try VmlVStack { VmlElement("Sta r") }.renderVML()
            } catch {
                print(error)   // VStack[0] > Sta r[0]: invalid element name "Sta r": an element name is an identifier …
            }
            return printed.joined(separator: "\n")
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 2, run: { try Example2.run() }),
        DocExample(number: 3, run: { try Example3.body().renderVML() }),
        DocExample(number: 4, run: { try Example4.body().renderVML() }),
        DocExample(number: 5, run: { try Example5.body().renderVML() }),
        DocExample(number: 6, run: { try Example6.body().renderVML() }),
        DocExample(number: 7, run: { try Example7.body().renderVML() }),
        DocExample(number: 8, run: { try Example8.body().renderVML() }),
        DocExample(number: 9, run: { try Example9.run() }),
        DocExample(number: 10, run: { try Example10.run() }),
    ]
}
