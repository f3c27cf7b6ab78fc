import Foundation
import Testing

@testable import ReelKit

/// `NSAttributedString(data:options:documentAttributes:)` as apps call it on an event's HTML description: the text
/// the document shows, line breaks where blocks end, references decoded, hidden elements left out.
@Suite struct AttributedDocumentTests {
    @Test func htmlGivesTheTextItShows() throws {
        let html = """
            <html><head><title>Event</title><style>p { color: red }</style></head>
            <body><h1>Jazz&nbsp;night</h1>
            <p>Tom &amp; Jerry&#39;s   band,
               live at 8&#x202F;pm.</p><p>Tickets: <b>€15</b><br/>Doors open early &mdash; come&hellip;</p>
            <script>alert("x")</script><ul><li>One</li><li>Two &lt;3</li></ul></body></html>
            """
        let text = try NSAttributedString(
            data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html],
            documentAttributes: nil
        ).string
        #expect(
            text == "Jazz\u{A0}night\nTom & Jerry's band, live at 8\u{202F}pm.\nTickets: €15\n"
                + "Doors open early — come…\nOne\nTwo <3")
    }

    @Test func plainTextIsReadAsItIsAndRTFIsRefused() throws {
        let plain = try NSAttributedString(data: Data("a <b> &amp; c".utf8), options: [:], documentAttributes: nil)
        #expect(plain.string == "a <b> &amp; c")
        let latin = try NSAttributedString(
            data: Data([0x63, 0x61, 0x66, 0xE9]),
            options: [.characterEncoding: String.Encoding.isoLatin1.rawValue], documentAttributes: nil)
        #expect(latin.string == "café")
        #expect(throws: CocoaError.self) {
            try NSAttributedString(
                data: Data("{\\rtf1 x}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                documentAttributes: nil)
        }
    }

    @Test func aStrayAmpersandOrBracketIsText() {
        #expect(HTMLText.text(of: "R&D &unknown; 3 < 4") == "R&D &unknown; 3 < 4")
        #expect(HTMLText.text(of: "1 < 2 and <b>x</b> > 0") == "1 < 2 and x > 0")
        #expect(HTMLText.text(of: "<p>first</p>\n\n<p>second</p>") == "first\nsecond")
    }

    /// Markup that is not a plain tag: a script holding `<`, a quoted `>` in an attribute, comments, CDATA, a
    /// document without `</head>`; a no-break space is kept, HTML's white space collapses.
    @Test func scriptsAttributesCommentsAndCDATAAreReadAsBrowsersDo() {
        #expect(HTMLText.text(of: "<script>if (a < b) { x = '</p>' }</script><p>Hi</p>") == "Hi")
        #expect(HTMLText.text(of: "<a title=\"a > b\" href='x>y'>link</a>") == "link")
        #expect(HTMLText.text(of: "before<!-- <p>hidden</p> -->after") == "beforeafter")
        #expect(HTMLText.text(of: "<![CDATA[a < b]]> and c") == "a < b and c")
        #expect(HTMLText.text(of: "<!DOCTYPE html><html><head><meta charset=utf-8><body>Body text") == "Body text")
        #expect(HTMLText.text(of: "a\u{A0}\u{A0}b \t\r\n c") == "a\u{A0}\u{A0}b c")
    }
}
