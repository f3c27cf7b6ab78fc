import Foundation
import Testing

/// Text in the docs generated from a table of the code: a test of the table's module generates it and compares it
/// with the committed text, and `REEL_UPDATE=changed` (or `all`) rewrites the committed text instead. The text sits
/// between two marker lines; the first names the table and carries a hash of the text, so that `make lint`
/// (scripts/check-generated-docs.py) finds a hand edit without building anything.
public struct GeneratedText: Sendable {
    /// The text's name, unique in its file (`timeline-events`).
    public let name: String
    /// The file, relative to the repository (`docs/timeline-reference.md`).
    public let path: String
    /// The table it is generated from, for readers of the file (`TimelineEvent.line`).
    public let source: String
    /// Whether the text is the whole file (else a part of a hand-written page).
    public let wholeFile: Bool

    public init(_ name: String, in path: String, from source: String, wholeFile: Bool = false) {
        self.name = name
        self.path = path
        self.source = source
        self.wholeFile = wholeFile
    }

    /// The repository's root folder.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Whether `REEL_UPDATE` asks for the committed text to be rewritten.
    public static var rewrites: Bool {
        ["changed", "all"].contains(ProcessInfo.processInfo.environment["REEL_UPDATE"]?.lowercased() ?? "")
    }

    /// The command that rewrites every generated text (the tests tagged `reference`, with `REEL_UPDATE=changed`).
    public static let rewriteCommand = "make references"

    /// The first marker line for `text`.
    public func begin(_ text: String) -> String {
        "<!-- generated \(name) from \(source), fnv1a64 \(Self.hash(text)); change the table, then run "
            + "\(Self.rewriteCommand) -->\n"
    }

    /// The last marker line.
    public var end: String { "<!-- end generated \(name) -->" }

    /// Compares the committed text with `generated` (which ends with a newline), or rewrites it when `REEL_UPDATE`
    /// asks; a difference is an issue naming the command that rewrites it.
    public func check(_ generated: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.repository.appendingPathComponent(path)
        let hint = Comment(rawValue: "\(path) (\(name)) is not what \(source) generates: \(Self.rewriteCommand)")
        if Self.rewrites && wholeFile {
            try Data((begin(generated) + generated + end + "\n").utf8).write(to: url)
        }
        var page = try String(contentsOf: url, encoding: .utf8)
        let marker = "<!-- generated \(name) from "
        let first = try #require(page.range(of: marker), "\(path) has no \(marker)…", sourceLocation: sourceLocation)
        let firstEnd = try #require(
            page.range(of: "-->\n", range: first.upperBound..<page.endIndex), sourceLocation: sourceLocation)
        let last = try #require(
            page.range(of: end, range: firstEnd.upperBound..<page.endIndex), "\(path) has no \(end)",
            sourceLocation: sourceLocation)
        if Self.rewrites && !wholeFile {
            page.replaceSubrange(first.lowerBound..<last.lowerBound, with: begin(generated) + generated)
            try Data(page.utf8).write(to: url)
            return
        }
        let committed = String(page[firstEnd.upperBound..<last.lowerBound])
        #expect(committed == generated, hint, sourceLocation: sourceLocation)
        #expect(String(page[first.lowerBound..<firstEnd.upperBound]) == begin(generated), hint)
        if wholeFile {
            #expect(first.lowerBound == page.startIndex && page[last.upperBound...] == "\n", hint)
        }
    }

    /// The 64-bit FNV-1a hash of the text's UTF-8 bytes, in 16 hex digits (what the lint script computes).
    public static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
