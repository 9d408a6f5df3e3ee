import VML
import VMLParser

/// The DSL on screens no one would write: a million levels deep, megabyte strings.
enum DSLStress {
    static let cases: [StressCase] = [
        StressCase("BadInputTests/aMillionNestedStacksThrowTheDepthError") { () throws(StressFailure) in
            var content = VmlText("x").vmlContent
            for _ in 0..<1_000_000 {
                content = VmlVStack { content }.vmlContent
            }
            do {
                _ = try content.renderVML()
                throw StressFailure(message: "rendered a tree a million levels deep")
            } catch let error as VMLSerializationError {
                try require(error.reason == .tooDeep(limit: 512), "threw \(error.reason), not tooDeep(limit: 512)")
            } catch let error as StressFailure {
                throw error
            } catch {
                throw StressFailure(message: "unexpected error \(error)")
            }
        },
        StressCase("InjectionTests/aMegabyteOfMarkupInEveryStringComesBackAsBuilt") { () throws(StressFailure) in
            // InjectionTests' hostile strings, the long one: 1 MB of `<&"` (5 MB once escaped) as
            // text, attribute value and style string comes back from the parser as built.
            let string = String(repeating: "<&\"", count: 350_000)
            let view = VmlVStack {
                VmlText(string)
                    .attribute("note", string)
                    .navigationTitle(string)
                VmlText(verbatim: string + "|" + string)
                VmlElement("Card", attributes: ["title": string])
            }
            let built = VMLDocument(view.vmlNodes).canonicalized()
            for format in VMLFormat.allCases {
                do {
                    let text = try view.renderVML(format)
                    let parsed = try VMLParser(options: .init(maximumInputBytes: nil)).parse(text)
                    try require(parsed.canonicalized() == built, "\(format): the parsed tree differs from the built one")
                } catch let error as StressFailure {
                    throw error
                } catch {
                    throw StressFailure(message: "\(format): \(error)")
                }
            }
        },
    ]
}
