// swift-format-ignore-file
// Generated from Docs/Preview.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum PreviewDocExamples {
    /// Docs/Preview.md, example 1
    enum Example1 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let page = try VmlVStack {
                VmlText("Hello").font(.title)
                VmlText("World")
            }.previewPage(VMLPreviewOptions(device: .iPhoneSE, colorScheme: .dark))
            print(page.hasErrors, page.approximatedCount, page.notDrawnCount)
            print(page.html.contains(#"data-vml-path="VStack[0] > Text[1]""#))
            _ = page
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Preview.md, example 2
    enum Example2 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let document = try VMLParser().parse("<Text>Hi</Text>")
            print(document.previewHTML().hasPrefix("<!DOCTYPE html>"))
            let broken = VMLPreviewPage(source: Array("<Text>Hi".utf8), options: VMLPreviewOptions(fileName: "Hi.vml"))
            print(broken.hasErrors, broken.diagnostics[0].formatted(file: "Hi.vml"))
            _ = document
            _ = broken
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Preview.md, example 3
    enum Example3 {
        struct TaskRowView: VmlView {
            let viewModel: TaskRowViewModel

            var body: some VmlView {
                VmlHStack {
                    VmlImage(systemName: viewModel.isDone ? "checkmark.circle.fill" : "circle")
                    VmlText(viewModel.title).strikethrough(viewModel.isDone)
                }
            }
        }

        struct TaskRowViewModel {
            var title: String
            var isDone: Bool

            static func stub(title: String = "Buy milk", isDone: Bool = false) -> Self {
                Self(title: title, isDone: isDone)
            }
        }

        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let previews = VMLPreviews(title: "Tasks") {
                VMLNamedPreview("Task row", state: "open") { TaskRowView(viewModel: .stub()) }
                VMLNamedPreview("Task row", state: "done") { TaskRowView(viewModel: .stub(isDone: true)) }
            }
            print(try previews.files().keys.sorted().joined(separator: "\n"))

            // The view, and its view model with a stub:
            _ = previews
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Preview.md, example 4
    enum Example4 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            let old = try VMLParser().parse(#"<VStack><Text style="padding(8)">Hi</Text></VStack>"#)
            let new = try VMLParser().parse(#"<VStack><Image systemName="star"/><Text style="padding(12)">Hi</Text></VStack>"#)
            let page = VMLPreviewDiffPage(old: old, new: new, oldName: "old.vml", newName: "new.vml")
            for outline in page.outlines { print(outline) }
            print(page.html.contains("old.vml → new.vml"))
            _ = old
            _ = new
            _ = page
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Preview.md, example 5
    enum Example5 {
        struct SettingsScreen: VmlView {
            var body: some VmlView {
                VmlNavigationStack {
                    VmlForm {
                        VmlSection {
                            VmlToggle("Notifications", isOn: true)
                            VmlToggle("Low Power Mode", isOn: false)
                            VmlPicker("Summary", selection: "weekly") {
                                VmlText("Daily").tag("daily")
                                VmlText("Weekly").tag("weekly")
                            }
                        } header: {
                            VmlText("General")
                        }
                        VmlSection {
                            VmlStepper("Guests: 3", value: 3, in: 1...10)
                            VmlPicker("Size", selection: "m") {
                                VmlText("S").tag("s")
                                VmlText("M").tag("m")
                                VmlText("L").tag("l")
                            }
                            .pickerStyle(.segmented)
                            VmlSlider(value: 60, in: 0...100) {
                                VmlText("Volume")
                            }
                        } header: {
                            VmlText("Booking")
                        } footer: {
                            VmlText("Changes apply to your next booking.")
                        }
                        VmlSection {
                            VmlButton("Sign Out", role: .destructive) {}
                        }
                    }
                    .navigationTitle("Settings")
                }
            }
        }

        @VmlBuilder static func body() throws -> some VmlView {
            SettingsScreen()
        }
    }

    /// Docs/Preview.md, example 6
    enum Example6 {
        struct InboxScreen: VmlView {
            var body: some VmlView {
                VmlNavigationStack {
                    VmlList {
                        VmlSection {
                            VmlNavigationLink(destination: "/tasks/1") {
                                VmlLabel("Buy espresso beans", systemImage: "cart")
                            }
                            VmlNavigationLink(destination: "/tasks/2") {
                                VmlLabel("Call the plumber", systemImage: "phone")
                            }
                            VmlNavigationLink(destination: "/tasks/3") {
                                VmlLabel("Renew passport", systemImage: "doc.text")
                            }
                        } header: {
                            VmlText("Today")
                        } footer: {
                            VmlText("3 tasks due before 6 pm.")
                        }
                        VmlSection {
                            VmlForEach(["Water the plants", "Book the dentist"], id: \.self) { task in
                                VmlHStack {
                                    VmlImage(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                                    VmlText(task).strikethrough().foregroundStyle(.secondary)
                                }
                            }
                        } header: {
                            VmlText("Done")
                        }
                    }
                    .navigationTitle("Inbox")
                    .toolbar {
                        VmlToolbarItem(placement: .topBarLeading) {
                            VmlEditButton()
                        }
                        VmlToolbarItem(placement: .topBarTrailing) {
                            VmlButton {
                            } label: {
                                VmlImage(systemName: "plus")
                            }
                        }
                    }
                }
            }
        }

        @VmlBuilder static func body() throws -> some VmlView {
            InboxScreen()
        }
    }

    static let examples: [DocExample] = [
        DocExample(number: 1, run: { try Example1.run() }),
        DocExample(number: 2, run: { try Example2.run() }),
        DocExample(number: 3, run: { try Example3.run() }),
        DocExample(number: 4, run: { try Example4.run() }),
        DocExample(number: 5, run: { try Example5.body().renderVML() }),
        DocExample(number: 6, run: { try Example6.body().renderVML() }),
    ]
}
