import Foundation
import Testing
import VML

/// Titles SwiftUI types as `LocalizedStringKey` are translated in the rendering context, a
/// modifier's as an element's; without a context, values are formatted for US English.
@Suite struct ModifierTitleLocalizationTests {
    static func text(_ style: String) -> String { "<Text style=\"\(style)\">a</Text>" }

    /// Every title SwiftUI types as `LocalizedStringKey` is translated, a modifier's as an element's.
    @Test func modifierTitlesAreTranslated() throws {
        let french = VmlRenderContext(
            locale: Locale(identifier: "fr_FR"),
            strings: VmlStringTable([
                "Settings": "Réglages", "Search": "Rechercher", "Done": "Terminé", "Delete": "Supprimer", "Sign out?": "Se déconnecter ?",
                "Removes it": "Le supprime", "Saves": "Enregistre", "No Results for “%@”": "Aucun résultat pour « %@ »",
            ]))
        struct Screen: VmlView {
            var body: some VmlView {
                VmlList { VmlText("Settings") }
                    .navigationTitle("Settings")
                    .searchable(text: .constant(""), prompt: "Search")
                    .alert("Done", isPresented: .constant(false)) { VmlButton("Done") {} }
                    .confirmationDialog("Sign out?", isPresented: .constant(false)) { VmlButton("Delete") {} }
                    .accessibilityLabel("Delete")
                    .accessibilityHint("Removes it")
                    .help("Saves")
                VmlContentUnavailableView.search(text: "thé")
            }
        }
        let vml = try Screen().renderVML(.compact, in: french)
        #expect(
            vml
                == #"<List style="navigationTitle(&quot;Réglages&quot;), searchable(text: &quot;&quot;, prompt: &quot;Rechercher&quot;), alert(&quot;Terminé&quot;, isPresented: false, actions: :alert), confirmationDialog(&quot;Se déconnecter ?&quot;, isPresented: false, actions: :confirmationDialog), accessibilityLabel(&quot;Supprimer&quot;), accessibilityHint(&quot;Le supprime&quot;), help(&quot;Enregistre&quot;)"><Text>Réglages</Text><Button template="alert"><Text>Terminé</Text></Button><Button template="confirmationDialog"><Text>Supprimer</Text></Button></List>"#
                + #"<ContentUnavailableView><Label template="label"><Text template="title">Aucun résultat pour « thé »</Text><Image template="icon" systemName="magnifyingglass"/></Label><Text template="description">Check the spelling or try a new search.</Text></ContentUnavailableView>"#
        )
        // Without a context, a title is written as it is, and `.attr(…)` is never looked up.
        #expect(try VmlText("a").navigationTitle("Settings").renderVML(.compact) == Self.text("navigationTitle(&quot;Settings&quot;)"))
        #expect(
            try VmlText("a").navigationTitle(.attr("title", .string, fallback: "Settings")).renderVML(.compact, in: french)
                == Self.text("navigationTitle(attr(title type(&lt;string&gt;), &quot;Settings&quot;))"))
    }

    /// Without a render context, numbers and currencies are formatted for US English.
    @Test func formattingWithoutAContextIsUSEnglish() {
        #expect(VmlText(9.99, format: .currency(code: "USD")).text == "$9.99")
        #expect(VmlText(1234.5, format: .number).text == "1,234.5")
    }
}
