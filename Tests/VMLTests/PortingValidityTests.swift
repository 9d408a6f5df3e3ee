import Testing
import VML

/// Everything the porting idioms emit is `vml check --strict`-clean: no diagnostics at all with the
/// standard slot table and SwiftUI's names checked strictly (with the repository's schema), for
/// every case of every idiom table.
@Suite struct PortingValidityTests {
    static let allIdioms: [IdiomCase] =
        PortingIdiomCorpusTests.chunk0 + PortingIdiomCorpusTests.chunk1 + PortingIdiomCorpusTests.chunk2
        + PortingIdiomCorpusTests.chunk3 + PortingIdiomCorpusTests.chunk4 + PortingIdiomCorpusTests.chunk5
        + PortingIdiomCorpusTests.chunk6 + PortingIdiomCorpusTests.chunk7 + PortingIdiomCorpusTests.chunk8
        + PortingIdiomCorpusTests.chunk9 + PortingIdiomCorpusTests.chunk10
        + PortingModifierTests.cases + PortingActionTests.buttons + PortingActionTests.eventModifiers
        + PortingPresentationTests.cases + PortingStateTests.bindings + PortingStateTests.typedSelections
        + PortingStateTests.views + PortingViewArgumentTests.cases + PortingCollectionTests.collections
        + PortingCollectionTests.navigation + PortingEnvironmentTests.alerts

    @Test(arguments: allIdioms)
    func idiomIsValid(_ idiom: IdiomCase) {
        let diagnostics = idiom.view.validate(with: StrictNamesCorpusTests.strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: idiom.sourceLocation)
    }
}
