import ReelImages
import Testing

/// Image URLs that can never load are named up front, with what to write instead.
@Suite struct ImageURLCheckTests {
    @Test(arguments: [
        ("http://h/a b.png", "contains a space at character 11: percent-encode it (%20)"),
        ("http://h/a\r\nb.png", "contains the control character U+0D at character 11: percent-encode it (%0D)"),
        ("http://h/é.png", "contains 'é' at character 10, which is not ASCII: percent-encode it (%C3%A9)"),
        (
            "http://h/%zz.png",
            "has '%zz' at character 10, which is not a percent escape (% and two hex digits; a literal % is %25)"
        ),
        (
            "http://h/50%",
            "has '%' at character 12, which is not a percent escape (% and two hex digits; a literal % is %25)"
        ),
        ("https:///a.png", "has no host"), ("http://user@:80/a.png", "has no host"),
    ])
    func aURLThatCannotLoadIsNamed(url: String, problem: String) {
        #expect(ImageURLCheck.problem(url) == problem)
    }

    @Test(arguments: [
        "http://h/a%20b.png", "https://cdn.test/p/%C3%A9.png?w=1#x", "http://[::1]:8080/a.png", "file:///tmp/a%25.png",
        "http://127.0.0.1:1/ok.png",
    ])
    func aUsableURLPasses(url: String) {
        #expect(ImageURLCheck.problem(url) == nil)
    }

    @Test func controlCharactersAreShownEscaped() {
        #expect(ImageURLCheck.escaped("a\r\nb\u{1}") == #"a\r\nb\u{1}"#)
    }
}
