// swift-format-ignore-file
// Generated from Docs/GettingStarted.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLTesting
import VMLValidation

enum GettingStartedDocExamples {
    /// Docs/GettingStarted.md:14
    enum Line14 {
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

    /// Docs/GettingStarted.md:45
    enum Line45 {
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

    /// Docs/GettingStarted.md:126
    enum Line126 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Home")
                .attribute("title", "Home")
                .navigationTitle(.attr("title", .string, fallback: "Untitled"))
            VmlRectangle()
                .frame(width: .attr("w", .number, fallback: 200), height: .attr("h", .number, fallback: 100))
        }
    }

    /// Docs/GettingStarted.md:149
    enum Line149 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hello").background(alignment: .center) { VmlElement("Star") }
        }
    }

    /// Docs/GettingStarted.md:173
    enum Line173 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlElement("Card", attributes: ["kind": "promo"]) {
                VmlText("Body")
            }
        }
    }

    /// Docs/GettingStarted.md:181
    enum Line181 {
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

    /// Docs/GettingStarted.md:197
    enum Line197 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hi").modifier(named: "blendMode", .member("multiply"))             // blendMode(.multiply)
            VmlText("Hi").modifier(named: "symbolEffect", .member("pulse"), .labeled("isActive", true))
        }
    }

    /// Docs/GettingStarted.md:209
    enum Line209 {
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

    /// Docs/GettingStarted.md:231
    enum Line231 {
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
        DocExample(line: 14, run: { try Line14.run() }),
        DocExample(line: 45, run: { try Line45.body().renderVML() }),
        DocExample(line: 126, run: { try Line126.body().renderVML() }),
        DocExample(line: 149, run: { try Line149.body().renderVML() }),
        DocExample(line: 173, run: { try Line173.body().renderVML() }),
        DocExample(line: 181, run: { try Line181.body().renderVML() }),
        DocExample(line: 197, run: { try Line197.body().renderVML() }),
        DocExample(line: 209, run: { try Line209.run() }),
        DocExample(line: 231, run: { try Line231.run() }),
    ]
}
