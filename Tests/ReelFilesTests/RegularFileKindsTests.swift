import Foundation
import ReelFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reads callers make through `RegularFile`: a file that may be missing, UTF-8 text (refused, not repaired, when
/// it is not UTF-8), a read whose failure is an `OutputError` naming the file, and a kernel status file whose `stat`
/// size is 0. The text fixtures are beside these tests, in `Fixtures/`.
@Suite struct RegularFileKindsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let utf8 = fixtures.appendingPathComponent("utf8.txt").path
    static let latin1 = fixtures.appendingPathComponent("latin1.txt").path

    @Test func aMissingFileIsNilAndAnyOtherRefusalFails() throws {
        #expect(try RegularFile.readIfPresent("/nonexistent/reel-file").get() == nil)
        #expect(try RegularFile.readIfPresent(Self.utf8).get() == Array("grüße from reel\nsecond line\n".utf8))
        #expect(RegularFile.readIfPresent("/").failure?.cause == .notRegular(S_IFDIR))
        #expect(RegularFile.readIfPresent(Self.utf8, limit: 3).failure?.exceededLimit == true)
        #expect(RegularFile.read("/nonexistent/reel-file").failure?.isMissing == true)
        #expect(RegularFile.read("/").failure?.isMissing == false)
    }

    @Test func textIsUTF8AndOtherBytesAreRefused() throws {
        #expect(try RegularFile.readText(Self.utf8).get() == "grüße from reel\nsecond line\n")
        let refusal = RegularFile.readText(Self.latin1).failure
        #expect(refusal == RegularFile.Refusal(.notUTF8))
        #expect(refusal?.reason == "is not UTF-8 text")
        #expect(RegularFile.readText(Self.utf8, limit: 4).failure?.exceededLimit == true)
        #expect(RegularFile.readText("/nonexistent/reel-file").failure?.isMissing == true)
    }

    @Test func contentsThrowsOneLineNamingTheFile() throws {
        let latin1 = Array("gr".utf8) + [0xFC, 0xDF] + Array("e in Latin-1\n".utf8)
        #expect(try RegularFile.contents(Self.latin1, limit: 100) == latin1)
        let missing = OutputError(path: "/nonexistent/reel-file", message: "cannot read: No such file or directory")
        #expect(throws: missing) { try RegularFile.contents("/nonexistent/reel-file", limit: 100) }
        let error = #expect(throws: OutputError.self) { try RegularFile.contents(Self.utf8, limit: 10) }
        #expect(error?.description == "\(Self.utf8): cannot read: is larger than 10 bytes")
        #expect(error?.description.contains("\n") == false)
        #expect(try RegularFile.contentsIfPresent("/nonexistent/reel-file", limit: 100) == nil)
        #expect(
            try RegularFile.contentsIfPresent(Self.utf8, limit: 100)?.count
                == "grüße from reel\nsecond line\n".utf8.count)
        #expect(throws: OutputError(path: "/", message: "cannot read: is a directory, not a regular file")) {
            try RegularFile.contentsIfPresent("/", limit: 100)
        }
    }

    #if os(Linux)
        /// procfs gives its files size 0 in `stat`; the reader reads on to the end all the same.
        @Test func aKernelStatusFileIsReadWhole() throws {
            let status = try RegularFile.readText("/proc/self/status", limit: RegularFile.Limit.status).get()
            #expect(status.hasPrefix("Name:"))
            #expect(status.contains("\nVmHWM:"))
        }
    #endif
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
