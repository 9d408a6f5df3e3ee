// swift-format-ignore-file
// Generated from Docs/Cookbook.md by DocExampleExtractor: do not edit (the code is the page's, as written).
// Regenerate: .ci/regenerate-doc-examples

import Foundation
import VML
import VMLParser
import VMLPreview
import VMLTesting
import VMLValidation

enum CookbookDocExamples {
    /// Docs/Cookbook.md, example 1
    enum Example1 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hello")
              .font(.system(size: 17, weight: .semibold))
              .foregroundColor(.purple)
              .padding(.horizontal, 12)
        }
    }

    /// Docs/Cookbook.md, example 2
    enum Example2 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Badge")
              .frame(width: 100, height: 40)
              .background(.blue)
              .foregroundColor(.white)
              .cornerRadius(8)
        }
    }

    /// Docs/Cookbook.md, example 3
    enum Example3 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlRectangle()
              .fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    /// Docs/Cookbook.md, example 4
    enum Example4 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hello")
              .background(alignment: .center) {
                VmlElement("Star")
              }
        }
    }

    /// Docs/Cookbook.md, example 5
    enum Example5 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Hello")
              .overlay(alignment: .topTrailing) {
                VmlElement("Badge") { VmlText("NEW") }
              }
        }
    }

    /// Docs/Cookbook.md, example 6
    enum Example6 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlLabel {
              VmlText("Downloads")
            } icon: {
              VmlImage(systemName: "arrow.down.circle")
            }
            // or VmlLabel("Downloads", systemImage: "arrow.down.circle")
        }
    }

    /// Docs/Cookbook.md, example 7
    enum Example7 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlButton {
              VmlText("Play")
              VmlImage(systemName: "play")
            }
        }
    }

    /// Docs/Cookbook.md, example 8
    enum Example8 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            // VML only: name the slot a child fills
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Cookbook.md, example 9
    enum Example9 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlButton {
              VmlText("Ignored")
              VmlText("Used").template("label")
            }
        }
    }

    /// Docs/Cookbook.md, example 10
    enum Example10 {
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

    /// Docs/Cookbook.md, example 11
    enum Example11 {
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

    /// Docs/Cookbook.md, example 12
    enum Example12 {
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

    /// Docs/Cookbook.md, example 13
    enum Example13 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlImage(systemName: "heart.fill")
              .foregroundColor(.red)
        }
    }

    /// Docs/Cookbook.md, example 14
    enum Example14 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Faded")
              .opacity(0.5)
              .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
        }
    }

    /// Docs/Cookbook.md, example 15
    enum Example15 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlImage(systemName: "arrow.right")
              .rotationEffect(.degrees(45))
              .rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))
        }
    }

    /// Docs/Cookbook.md, example 16
    enum Example16 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            // VML's 45deg
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Cookbook.md, example 17
    enum Example17 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlImage(systemName: "arrow.right")
              .rotationEffect(.deg(45))
        }
    }

    /// Docs/Cookbook.md, example 18
    enum Example18 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Home")
              .attribute("title", "Home")
              .navigationTitle(.attr("title", .string, fallback: "Untitled"))
        }
    }

    /// Docs/Cookbook.md, example 19
    enum Example19 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlRectangle()
              .frame(width: .attr("w", .number, fallback: 200), height: .attr("h", .number, fallback: 100))
        }
    }

    /// Docs/Cookbook.md, example 20
    enum Example20 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlCircle()
              .attribute("fill", "#00ffcc")
              .background(.attr("fill", .color, fallback: .blue))
        }
    }

    /// Docs/Cookbook.md, example 21
    enum Example21 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlZStack {
              VmlCircle().fill(.blue)
              VmlText("42").font(.largeTitle).foregroundColor(.white)
            }
        }
    }

    /// Docs/Cookbook.md, example 22
    enum Example22 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlCircle()
              .fill(.blue)
              .overlay {
                VmlText("42").font(.largeTitle).foregroundColor(.white)
              }
        }
    }

    /// Docs/Cookbook.md, example 23
    enum Example23 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlText("Row")
              .listRowBackground(VmlColor.yellow)
        }
    }

    /// Docs/Cookbook.md, example 24
    enum Example24 {
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

    /// Docs/Cookbook.md, example 25
    enum Example25 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            // VML only
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Cookbook.md, example 26
    enum Example26 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlList {
              VmlVStack {
                VmlToolbarItem { VmlText("Ignored") }.template("toolbar")
              }
            }
            .modifier(named: "toolbar", .labeled("content", .symbol("toolbar")))
        }
    }

    /// Docs/Cookbook.md, example 27
    enum Example27 {
        static func run() throws -> String {
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
            // VML only
            return printed.joined(separator: "\n")
        }
    }

    /// Docs/Cookbook.md, example 28
    enum Example28 {
        @VmlBuilder static func body() throws -> some VmlView {
            VmlElement("Text") {
              VmlCircle().template("bg")
              VmlRectangle().template("bg")
            }
            .modifier(named: "background", .labeled("content", .symbol("bg")))
        }
    }

    /// Docs/Cookbook.md, example 29
    enum Example29 {
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
        DocExample(number: 1, run: { try Example1.body().renderVML() }),
        DocExample(number: 2, run: { try Example2.body().renderVML() }),
        DocExample(number: 3, run: { try Example3.body().renderVML() }),
        DocExample(number: 4, run: { try Example4.body().renderVML() }),
        DocExample(number: 5, run: { try Example5.body().renderVML() }),
        DocExample(number: 6, run: { try Example6.body().renderVML() }),
        DocExample(number: 7, run: { try Example7.body().renderVML() }),
        DocExample(number: 8, run: { try Example8.run() }),
        DocExample(number: 9, run: { try Example9.body().renderVML() }),
        DocExample(number: 10, run: { try Example10.body().renderVML() }),
        DocExample(number: 11, run: { try Example11.body().renderVML() }),
        DocExample(number: 12, run: { try Example12.body().renderVML() }),
        DocExample(number: 13, run: { try Example13.body().renderVML() }),
        DocExample(number: 14, run: { try Example14.body().renderVML() }),
        DocExample(number: 15, run: { try Example15.body().renderVML() }),
        DocExample(number: 16, run: { try Example16.run() }),
        DocExample(number: 17, run: { try Example17.body().renderVML() }),
        DocExample(number: 18, run: { try Example18.body().renderVML() }),
        DocExample(number: 19, run: { try Example19.body().renderVML() }),
        DocExample(number: 20, run: { try Example20.body().renderVML() }),
        DocExample(number: 21, run: { try Example21.body().renderVML() }),
        DocExample(number: 22, run: { try Example22.body().renderVML() }),
        DocExample(number: 23, run: { try Example23.body().renderVML() }),
        DocExample(number: 24, run: { try Example24.body().renderVML() }),
        DocExample(number: 25, run: { try Example25.run() }),
        DocExample(number: 26, run: { try Example26.body().renderVML() }),
        DocExample(number: 27, run: { try Example27.run() }),
        DocExample(number: 28, run: { try Example28.body().renderVML() }),
        DocExample(number: 29, run: { try Example29.body().renderVML() }),
    ]
}
