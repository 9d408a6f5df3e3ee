import Testing
import VMLParser
import VMLPreview

@Suite("Preview page")
struct PreviewPageTests {
    @Test("every element's outermost box carries its full path")
    func paths() throws {
        let document = try VMLParser().parse("<VStack><Text>A</Text><Text style=\"padding()\">B</Text></VStack>")
        let html = VMLPreviewPage(document: document).html
        #expect(html.contains(#"data-vml-path="VStack[0]""#))
        #expect(html.contains(#"data-vml-path="VStack[0] &gt; Text[1]""#))
    }
}
