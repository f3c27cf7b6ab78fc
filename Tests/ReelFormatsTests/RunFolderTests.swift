import Foundation
import ReelFormats
import Testing

/// The names of a run folder's files: frame names as reel writes and reads them, and the paths built from them.
@Suite struct RunFolderTests {
    @Test func frameNamesHaveFiveDigitsOrMore() {
        #expect(RunFolder.frameName(12) == "frame-00012.png")
        #expect(RunFolder.frameName(123_456) == "frame-123456.png")
        #expect(RunFolder.framePath(3) == "frames/frame-00003.png")
    }

    @Test func aFrameNumberIsReadFromAnyFrameName() {
        #expect(RunFolder.frameIndex(fileName: "frame-00012.png") == 12)
        #expect(RunFolder.frameIndex(fileName: "frame-7.PNG") == 7)
        #expect(RunFolder.frameIndex(fileName: "frame-x.png") == nil)
        #expect(RunFolder.frameIndex(fileName: "cover.png") == nil)
        #expect(RunFolder.frameIndex(fileName: "frame-00001.png.tmp") == nil)
    }

    @Test func pathsAreInsideTheFolder() {
        let run = RunFolder(URL(fileURLWithPath: "/tmp/run", isDirectory: true))
        #expect(run.frame(4).path == "/tmp/run/frames/frame-00004.png")
        #expect(run.framesFolder.path == "/tmp/run/frames")
        #expect(run.checkRun.manifest.path == "/tmp/run/run/manifest.json")
        #expect(run.panel(named: "naive").timeline.path == "/tmp/run/panels/naive/timeline.jsonl")
    }
}
