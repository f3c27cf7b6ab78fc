import Foundation
import ReelCore
import ReelFiles
import ReelGraphics

/// A run's `frame-NNNNN.png` files in order, grouped into runs of byte-identical consecutive frames.
package struct FrameSequence: Sendable {
    /// A frame file shown for `count` consecutive frames starting at frame `first`.
    package struct Run: Sendable, Equatable {
        /// The file of the run's first frame (the others are byte copies of it).
        package var file: URL
        /// The index of the first frame of the run.
        package var first: Int
        /// How many consecutive frames show it.
        package var count: Int

        /// A run of `count` frames from `first` showing `file`.
        package init(file: URL, first: Int, count: Int) {
            self.file = file
            self.first = first
            self.count = count
        }
    }

    /// Every frame file, in frame order.
    package let files: [URL]
    /// Runs of identical consecutive frames, covering `files` in order.
    package let runs: [Run]

    /// The number of frames.
    package var frameCount: Int { files.count }

    /// Lists the frames of `folder`, a run folder or a folder of frames (`RunFolder.frames()`: its `frame-N.png`
    /// files by N), and groups identical neighbours; throws when there are none.
    package static func load(folder: URL) throws -> FrameSequence {
        let found: [RunFolder.FrameFile]
        do {
            found = try RunFolder(folder).frames()
        } catch {
            throw AnimationError(path: folder.path, message: "cannot list the folder")
        }
        guard !found.isEmpty else { throw AnimationError(path: folder.path, message: "no frame-NNNNN.png files") }
        let files = found.map(\.url)
        var runs: [Run] = []
        var previous: [UInt8]?
        for (index, file) in files.enumerated() {
            let bytes = try FrameLoader.bytes(of: file)
            if let previous, previous == bytes, !runs.isEmpty {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(Run(file: file, first: index, count: 1))
            }
            previous = bytes
        }
        return FrameSequence(files: files, runs: runs)
    }

    /// A sequence from explicit runs (for tests and callers that already know the repeats).
    package init(files: [URL], runs: [Run]) {
        self.files = files
        self.runs = runs
    }
}
