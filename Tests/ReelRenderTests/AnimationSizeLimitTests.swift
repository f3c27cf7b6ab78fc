import Foundation
import ReelRender
import Testing

/// An animation's size is bounded before anything is decoded: per frame and over all frames, naming the option that
/// sets the size; a time far past any run is a frame past the last, not an overflowing conversion.
@Suite struct AnimationSizeLimitTests {
    static let url = URL(fileURLWithPath: "/tmp/a.gif")

    @Test func framesTooLargeNameTheOption() {
        var options = AnimationOptions(fps: 60)
        options.width = 16384
        #expect(throws: AnimationError.self) {
            try Animation.checkSize(width: 600, height: 900, frames: 1, options: options, url: Self.url)
        }
        do {
            try Animation.checkSize(width: 600, height: 900, frames: 1, options: options, url: Self.url)
        } catch {
            #expect(error.path == "--width")
        }
        options.width = 4096
        #expect(throws: Never.self) {
            try Animation.checkSize(width: 600, height: 900, frames: 10, options: options, url: Self.url)
        }
        // 4096 × 6144 px is within a frame's limit; 200 of them are not within the total.
        do {
            try Animation.checkSize(width: 600, height: 900, frames: 200, options: options, url: Self.url)
            Issue.record("200 frames of 4096 × 6144 px were accepted")
        } catch {
            #expect(error.path == "--width")
            #expect(error.message.hasPrefix("200 frames of 4096×6144 px are more than 4294967296 px"))
        }
        options.width = nil
        do {
            try Animation.checkSize(width: 1 << 40, height: 1 << 40, frames: 1, options: options, url: Self.url)
            Issue.record("an overflowing size was accepted")
        } catch {
            #expect(error.path == Self.url.path)
        }
    }

    @Test func aTimeFarPastAnyRunIsTheLastFrameIndex() {
        #expect(FrameBound(parsing: "1e300s")?.frameIndex(fps: 60) == FrameBound.maxFrameIndex)
        #expect(FrameBound(parsing: "1e19s")?.frameIndex(fps: 60) == FrameBound.maxFrameIndex)
        #expect(FrameBound(parsing: "1.5s")?.frameIndex(fps: 60) == 90)
        #expect(FrameBound(parsing: "1e300s")?.description == "1e+300 s")
    }
}
