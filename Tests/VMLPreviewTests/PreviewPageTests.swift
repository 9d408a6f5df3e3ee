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
        #expect(html.contains(#"data-vml-path="VStack[0] > Text[1]""#))
    }

    @Test("truncationMode and minimumScaleFactor reach the page's fit script as custom properties")
    func textFitting() throws {
        let source = #"<VStack><Text style="truncationMode(.head)">A</Text><Text style="minimumScaleFactor(0.5)">B</Text></VStack>"#
        let html = VMLPreviewPage(document: try VMLParser().parse(source)).html
        #expect(html.contains(#"style="--truncation:head;""#))
        #expect(html.contains(#"style="--min-scale:0.5;""#))
        #expect(html.contains(#"querySelectorAll('[style*="--truncation:"],[style*="--min-scale:"]')"#))
        #expect(html.contains(#"data-approximated="0" data-not-drawn="0""#))
    }

    @Test("a served page polls its reload address from the version it was drawn from")
    func reloadVersion() throws {
        let document = try VMLParser().parse("<Text>A</Text>")
        var options = VMLPreviewOptions(reloadURL: "/version/A.vml")
        #expect(VMLPreviewPage(document: document, options: options).html.contains(#"<script data-reload="/version/A.vml">"#))
        options.reloadVersion = "12-3&4"
        let html = VMLPreviewPage(document: document, options: options).html
        #expect(html.contains(#"<script data-reload="/version/A.vml" data-version="12-3&amp;4">"#))
        let notice = VMLPreviewGallery.noticeHTML(title: "A.vml", message: "Gone.", options: options)
        #expect(notice.contains(#"<script data-reload="/version/A.vml" data-version="12-3&amp;4">"#))
        #expect(VMLPreviewGallery.indexHTML([], options: options).contains(#"data-version="12-3&amp;4""#))
    }
}
