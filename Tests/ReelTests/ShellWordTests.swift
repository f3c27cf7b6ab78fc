import Testing

@testable import Reel

/// A replay command's scenario path is one shell word, quoted only when it must be, and merge-reports reads back
/// exactly the words reel writes.
@Suite struct ShellWordTests {
    @Test(arguments: [
        ("/home/ci/scenarios/feed.json", "/home/ci/scenarios/feed.json"),
        ("My Scenarios/feed (copy).json", "'My Scenarios/feed (copy).json'"),
        ("it's.json", "'it'\\''s.json'"),
        ("-x.json", "'-x.json'"),
        ("a;rm -rf ~.json", "'a;rm -rf ~.json'"),
        ("", "''"),
    ])
    func aPathIsQuotedOnlyWhenItMustBe(path: String, word: String) {
        #expect(ShellWord.quote(path) == word)
        #expect(ShellWord.isQuotedWord(Substring(word)) || path.isEmpty)
    }

    @Test func wordsReelNeverWritesAreRefused() {
        for text in ["a;b", "x.json; rm -rf ~", "'open", "'a'b'", "$(id)", "`id`", "a\u{1B}[2J.json", "'a\u{7}'", "-x"]
        {
            #expect(!ShellWord.isQuotedWord(Substring(text)), "\(text)")
        }
    }
}
