import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a failing `assertGolden` call is, for the test framework running it: Swift Testing records an issue at
/// `sourceLocation`; XCTest a failure at `filePath`:`line` (both the caller's, so the failure points at the
/// `assertGolden` line, not at the test's declaration or `<EXPR>:0`).
struct GoldenCallSite: Sendable {
    var filePath: StaticString
    var line: UInt
    var sourceLocation: SourceLocation

    /// Records `mismatch` as a failure of the running test, in the framework that runs it.
    func record(_ mismatch: GoldenMismatch) {
        if Test.current != nil {
            Issue.record(mismatch, sourceLocation: sourceLocation)
            return
        }
        #if canImport(XCTest)
            XCTFail(mismatch.description, file: filePath, line: line)
        #else
            FileHandle.standardError.write(Data("\(filePath):\(line): error: \(mismatch.description)\n".utf8))
        #endif
    }
}
