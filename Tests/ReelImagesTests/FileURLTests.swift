import Foundation
import Testing

@testable import ReelImages

/// A temp directory holding `root/inside.png`, `root/sub/`, `outside.txt` beside the root,
/// and `root/escape.png`, a symlink to `outside.txt`.
struct FileSandbox: ~Copyable {
    let base: String
    var root: String { base + "/root" }

    init() throws {
        base = NSTemporaryDirectory() + "reel-images-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: base + "/root/sub", withIntermediateDirectories: true)
        try Data([1, 2, 3, 4]).write(to: URL(fileURLWithPath: base + "/root/inside.png"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: base + "/outside.txt"))
        try manager.createSymbolicLink(atPath: base + "/root/escape.png", withDestinationPath: base + "/outside.txt")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: base)
    }
}

@Suite("CurlImageLoader: file URLs")
struct FileURLTests {
    @Test func fileInsideRootIsLoaded() async throws {
        let sandbox = try FileSandbox()
        let result = try await fetch(
            "file://" + sandbox.root + "/sub/../inside.png", limits: LoaderLimits(fileRoot: sandbox.root))
        let data = try #require(result.success)
        #expect(data.bytes == [1, 2, 3, 4])
        #expect(data.httpStatus == 0)
    }

    @Test func fileOutsideRootIsRefused() async throws {
        let sandbox = try FileSandbox()
        let result = try await fetch(
            "file://" + sandbox.base + "/outside.txt", limits: LoaderLimits(fileRoot: sandbox.root))
        #expect(result.failure == .outsideFileRoot(sandbox.base + "/outside.txt"))
    }

    @Test func dotDotEscapeIsRefused() async throws {
        let sandbox = try FileSandbox()
        let path = sandbox.root + "/sub/../../outside.txt"
        let result = try await fetch("file://" + path, limits: LoaderLimits(fileRoot: sandbox.root))
        #expect(result.failure == .outsideFileRoot(path))
    }

    @Test func percentEncodedDotDotEscapeIsRefused() async throws {
        let sandbox = try FileSandbox()
        let result = try await fetch(
            "file://" + sandbox.root + "/%2E%2E/outside.txt", limits: LoaderLimits(fileRoot: sandbox.root))
        #expect(result.failure == .outsideFileRoot(sandbox.root + "/../outside.txt"))
    }

    @Test func symlinkEscapeIsRefused() async throws {
        let sandbox = try FileSandbox()
        let path = sandbox.root + "/escape.png"
        let result = try await fetch("file://" + path, limits: LoaderLimits(fileRoot: sandbox.root))
        #expect(result.failure == .outsideFileRoot(path))
    }

    @Test func siblingWithRootAsPrefixIsRefused() async throws {
        let sandbox = try FileSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.root + "2", withIntermediateDirectories: true)
        try Data([9]).write(to: URL(fileURLWithPath: sandbox.root + "2/x.png"))
        let result = try await fetch("file://" + sandbox.root + "2/x.png", limits: LoaderLimits(fileRoot: sandbox.root))
        #expect(result.failure == .outsideFileRoot(sandbox.root + "2/x.png"))
    }

    @Test func missingFileIsATransportError() async throws {
        let sandbox = try FileSandbox()
        let result = try await fetch(
            "file://" + sandbox.root + "/missing.png", limits: LoaderLimits(fileRoot: sandbox.root))
        #expect(result.failure == .transport(code: 37, message: "couldn't read file '\(sandbox.root)/missing.png'"))
    }

    @Test func fileURLsNeedAFileRoot() {
        #expect(URLPolicy.validate("file:///etc/passwd", fileRoot: nil) == .failure(.schemeNotAllowed("file")))
    }

    @Test func schemesAreParsedStrictly() {
        #expect(URLPolicy.scheme(of: "HTTPS://example.com/a.png") == "https")
        #expect(URLPolicy.scheme(of: "svn+ssh://host/x") == "svn+ssh")
        #expect(URLPolicy.scheme(of: "/no/scheme") == nil)
        #expect(URLPolicy.scheme(of: "1http://x") == nil)
        #expect(URLPolicy.scheme(of: "http://a b") == nil)
        #expect(URLPolicy.validate("http:///nohost", fileRoot: nil) == .failure(.invalidURL("http:///nohost")))
        #expect(URLPolicy.validate("gopher://x/", fileRoot: "/") == .failure(.schemeNotAllowed("gopher")))
        let web = URLPolicy.validate("http://127.0.0.1:8080/a.png", fileRoot: nil)
        #expect(web == .success(ValidatedURL(url: "http://127.0.0.1:8080/a.png", protocols: "http,https")))
    }
}
