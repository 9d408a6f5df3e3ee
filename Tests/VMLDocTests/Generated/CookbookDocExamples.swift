// swift-format-ignore-file
// Generated from Docs/Cookbook.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLTesting
import VMLValidation

enum CookbookDocExamples {
    /// Docs/Cookbook.md:30
    enum Line30 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hello")
              .font(.system(size: 17, weight: .semibold))
              .foregroundColor(.purple)
              .padding(.horizontal, 12)
        }
    }

    /// Docs/Cookbook.md:57
    enum Line57 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Badge")
              .frame(width: 100, height: 40)
              .background(.blue)
              .foregroundColor(.white)
              .cornerRadius(8)
        }
    }

    /// Docs/Cookbook.md:82
    enum Line82 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlRectangle()
              .fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    /// Docs/Cookbook.md:106
    enum Line106 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hello")
              .background(alignment: .center) {
                VmlElement("Star")
              }
        }
    }

    /// Docs/Cookbook.md:135
    enum Line135 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hello")
              .overlay(alignment: .topTrailing) {
                VmlElement("Badge") { VmlText("NEW") }
              }
        }
    }

    /// Docs/Cookbook.md:168
    enum Line168 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlLabel {
              VmlText("Downloads")
            } icon: {
              VmlImage(systemName: "arrow.down.circle")
            }
            // or VmlLabel("Downloads", systemImage: "arrow.down.circle")
        }
    }

    /// Docs/Cookbook.md:199
    enum Line199 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlButton {
              VmlText("Play")
              VmlImage(systemName: "play")
            }
        }
    }

    /// Docs/Cookbook.md:219
    enum Line219 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            // VML only: name the slot a child fills
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Cookbook.md:225
    enum Line225 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlButton {
              VmlText("Ignored")
              VmlText("Used").template("label")
            }
        }
    }

    /// Docs/Cookbook.md:253
    enum Line253 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlNavigationLink(destination: "/products/1") {
              VmlText("More Information")
            } placeholder: {
              VmlProgressView()
                .attribute("title", "Product 1")
                .navigationTitle(.attr("title", .string, fallback: "Loading"))
            }
        }
    }

    /// Docs/Cookbook.md:288
    enum Line288 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlSection {
              VmlText("Row")
            } header: {
              VmlText("Header")
            } footer: {
              VmlText("Footer")
            }
        }
    }

    /// Docs/Cookbook.md:324
    enum Line324 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlList {
              VmlText("Row 1")
            }
            .toolbar {
              VmlToolbarItem(placement: .topBarLeading) { VmlText("Filter") }
              VmlToolbarItem(placement: .topBarTrailing) { VmlText("Edit") }
            }
        }
    }

    /// Docs/Cookbook.md:359
    enum Line359 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlImage(systemName: "heart.fill")
              .foregroundColor(.red)
        }
    }

    /// Docs/Cookbook.md:382
    enum Line382 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Faded")
              .opacity(0.5)
              .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
        }
    }

    /// Docs/Cookbook.md:406
    enum Line406 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlImage(systemName: "arrow.right")
              .rotationEffect(.degrees(45))
              .rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))
        }
    }

    /// Docs/Cookbook.md:422
    enum Line422 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            // VML's 45deg
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Cookbook.md:428
    enum Line428 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlImage(systemName: "arrow.right")
              .rotationEffect(.deg(45))
        }
    }

    /// Docs/Cookbook.md:450
    enum Line450 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Home")
              .attribute("title", "Home")
              .navigationTitle(.attr("title", .string, fallback: "Untitled"))
        }
    }

    /// Docs/Cookbook.md:473
    enum Line473 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlRectangle()
              .frame(width: .attr("w", .number, fallback: 200), height: .attr("h", .number, fallback: 100))
        }
    }

    /// Docs/Cookbook.md:495
    enum Line495 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlCircle()
              .attribute("fill", "#00ffcc")
              .background(.attr("fill", .color, fallback: .blue))
        }
    }

    /// Docs/Cookbook.md:520
    enum Line520 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlZStack {
              VmlCircle().fill(.blue)
              VmlText("42").font(.largeTitle).foregroundColor(.white)
            }
        }
    }

    /// Docs/Cookbook.md:550
    enum Line550 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlCircle()
              .fill(.blue)
              .overlay {
                VmlText("42").font(.largeTitle).foregroundColor(.white)
              }
        }
    }

    /// Docs/Cookbook.md:577
    enum Line577 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Row")
              .listRowBackground(VmlColor.yellow)
        }
    }

    /// Docs/Cookbook.md:610
    enum Line610 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlRectangle()
              .fill(.linearGradient(
                VmlGradient(stops: [
                  .init(color: .red, location: 0.0),
                  .init(color: .yellow, location: 0.3),
                  .init(color: .green, location: 1.0),
                ]),
                startPoint: .leading,
                endPoint: .trailing
              ))
        }
    }

    /// Docs/Cookbook.md:633
    enum Line633 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            // VML only
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Cookbook.md:639
    enum Line639 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlList {
              VmlVStack {
                VmlToolbarItem { VmlText("Ignored") }.template("toolbar")
              }
            }
            .modifier(named: "toolbar", .labeled("content", .symbol("toolbar")))
        }
    }

    /// Docs/Cookbook.md:664
    enum Line664 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            // VML only
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Cookbook.md:670
    enum Line670 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlElement("Text") {
              VmlCircle().template("bg")
              VmlRectangle().template("bg")
            }
            .modifier(named: "background", .labeled("content", .symbol("bg")))
        }
    }

    /// Docs/Cookbook.md:691
    enum Line691 {
        struct HomeScreen: VmlView {
            var body: some VmlView {
                VmlVStack {
                    VmlText("Welcome")
                        .font(.system(size: 17))
                        .navigationTitle(.attr("title", .string, fallback: "Untitled"))
                    VmlElement("Card") {
                        VmlText("Body")
                    }
                    .background(alignment: .center) {
                        VmlElement("Star")
                    }
                    VmlList {}
                        .toolbar {
                            VmlToolbarItem(placement: .topBarLeading) { VmlText("Filter") }
                            VmlToolbarItem(placement: .topBarTrailing) { VmlText("Edit") }
                        }
                }
                .id("home")
                .attribute("title", "Home")
                .padding(16)
                .background(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            }
        }

        @VmlBuilder static func body() throws -> some VmlView {
            HomeScreen()
        }
    }

    static let examples: [DocExample] = [
        DocExample(line: 30, run: { try Line30.body().renderVML() }),
        DocExample(line: 57, run: { try Line57.body().renderVML() }),
        DocExample(line: 82, run: { try Line82.body().renderVML() }),
        DocExample(line: 106, run: { try Line106.body().renderVML() }),
        DocExample(line: 135, run: { try Line135.body().renderVML() }),
        DocExample(line: 168, run: { try Line168.body().renderVML() }),
        DocExample(line: 199, run: { try Line199.body().renderVML() }),
        DocExample(line: 219, run: { try Line219.run() }),
        DocExample(line: 225, run: { try Line225.body().renderVML() }),
        DocExample(line: 253, run: { try Line253.body().renderVML() }),
        DocExample(line: 288, run: { try Line288.body().renderVML() }),
        DocExample(line: 324, run: { try Line324.body().renderVML() }),
        DocExample(line: 359, run: { try Line359.body().renderVML() }),
        DocExample(line: 382, run: { try Line382.body().renderVML() }),
        DocExample(line: 406, run: { try Line406.body().renderVML() }),
        DocExample(line: 422, run: { try Line422.run() }),
        DocExample(line: 428, run: { try Line428.body().renderVML() }),
        DocExample(line: 450, run: { try Line450.body().renderVML() }),
        DocExample(line: 473, run: { try Line473.body().renderVML() }),
        DocExample(line: 495, run: { try Line495.body().renderVML() }),
        DocExample(line: 520, run: { try Line520.body().renderVML() }),
        DocExample(line: 550, run: { try Line550.body().renderVML() }),
        DocExample(line: 577, run: { try Line577.body().renderVML() }),
        DocExample(line: 610, run: { try Line610.body().renderVML() }),
        DocExample(line: 633, run: { try Line633.run() }),
        DocExample(line: 639, run: { try Line639.body().renderVML() }),
        DocExample(line: 664, run: { try Line664.run() }),
        DocExample(line: 670, run: { try Line670.body().renderVML() }),
        DocExample(line: 691, run: { try Line691.body().renderVML() }),
    ]
}
