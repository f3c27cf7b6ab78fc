import Foundation
import ReelFiles

/// One run of the `ffmpeg` program (a `ChildProcess`: its own process group, a deadline, killed when it stops
/// answering) with piped standard input or output; the last line it says on standard error ends the one-line error.
final class FFmpegProcess {
    private let child: ChildProcess

    /// ffmpeg with `arguments`, for work on `frames` frames of `width` × `height` (its limits follow from them).
    init(ffmpeg: URL, arguments: [String], frames: Int, width: Int, height: Int, input: Bool, output: Bool) {
        child = ChildProcess(
            executable: ffmpeg, arguments: arguments, input: input, output: output,
            limits: .ffmpeg(frames: frames, width: width, height: height))
    }

    /// Starts ffmpeg; throws the one-line error naming `label` when it cannot be run.
    func start(label: String) throws(DiffInputError) {
        do {
            try child.start()
        } catch {
            let reason = ChildProcess.reason(startFailure: error)
            throw DiffInputError(
                file: label, message: "cannot run \(child.executable.path): \(reason)", isToolFailure: true)
        }
    }

    /// Writes to ffmpeg's standard input, straight from `bytes`; false when ffmpeg stopped reading.
    func write(_ bytes: [UInt8]) -> Bool { child.write(bytes) }

    /// Reads exactly `count` bytes of ffmpeg's standard output; nil at its end (fewer bytes left).
    func read(exactly count: Int) -> [UInt8]? { child.read(exactly: count) }

    /// Closes standard input, waits for ffmpeg to exit and returns its status (-1 when it never ran or was killed).
    /// An encoding's caller checks `saidNothing` too: ffmpeg 5.1 exits 0 when it cannot write a file's trailer (a full
    /// disk), saying so only on standard error.
    func finish() -> Int32 {
        guard let ending = child.wait() else { return -1 }
        return ending.signalled ? -1 : ending.status
    }

    /// Whether ffmpeg, run at `-loglevel error`, wrote nothing on standard error (once it has ended).
    var saidNothing: Bool { child.lastErrorLine == nil }

    /// Stops ffmpeg early (a reader that needs no more frames).
    func stop() { child.stop() }

    /// The error for a failed run, once ffmpeg has ended: why reel killed it (a failure of the tool, not of the
    /// file), else ffmpeg's last line on standard error, else how it ended.
    func failure(_ file: String, doing what: String) -> DiffInputError {
        child.wait()  // a write failed because ffmpeg stopped reading: how it ended says why
        guard child.killedBecause == nil else {
            return DiffInputError(
                file: file, message: "ffmpeg cannot \(what): \(child.failureReason)", isToolFailure: true)
        }
        return DiffInputError(file: file, message: "ffmpeg cannot \(what): \(child.failureReason)")
    }

    /// The error for a failed encoding, once ffmpeg has ended: ffmpeg writes the file, so its failure (a full disk, a
    /// folder it cannot write) is the work not finishing (`OutputError`, exit 1), unless reel stopped it or it could
    /// not run (the tool failed, exit 2).
    func encodingFailure(_ file: String, doing what: String) -> any Error {
        let failure = failure(file, doing: what)
        return failure.isToolFailure ? failure : OutputError(path: failure.file, message: failure.message)
    }
}
