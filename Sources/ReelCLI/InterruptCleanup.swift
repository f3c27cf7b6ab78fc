internal import CSignalPipe
import Foundation
import ReelFiles
import ReelGraphics
import Synchronization

/// What `reel` does on SIGINT (Ctrl-C) and SIGTERM: removes the temporary files and staging folders it is writing
/// (`TemporaryFiles`), says so in one line and exits with 130 or 143 (128 + the signal), as shells expect. A run
/// folder left behind has no manifest: it reads as an unfinished run, and the next run into it replaces it.
///
/// The signals are delivered through a pipe (`CSignalPipe`): the handler only writes the signal's number, and the
/// clean-up runs on an ordinary thread that reads it, not in the async-signal handler. The handler is in place when
/// `install` returns and the pipe before it, so a signal sent the moment the command starts is not lost (a dispatch
/// signal source registers asynchronously, and a signal in between was swallowed). A caught signal, unlike an
/// ignored one, is reset to the default in a child such as ffmpeg, which must still stop on Ctrl-C.
enum InterruptCleanup {
    /// How a signal ends the process: the exit code and the line for stderr (nil: nothing).
    struct Ending: Sendable {
        var code: Int32
        var line: String?
    }

    /// The endings of the two handled signals (nil until `install` runs). Two fields, not a dictionary: a
    /// dictionary's first use costs a scan of the binary's protocol conformances, a millisecond of start-up.
    private struct Endings {
        var interrupt: Ending?
        var terminate: Ending?

        subscript(signal: Int32) -> Ending? {
            get { signal == SIGINT ? interrupt : signal == SIGTERM ? terminate : nil }
            set {
                if signal == SIGINT { interrupt = newValue } else if signal == SIGTERM { terminate = newValue }
            }
        }
    }

    private static let endings = Mutex(Endings())

    /// Installs the handlers; once per process (`ReelTool.main`, once the arguments are parsed and a command is
    /// about to run), never in a library caller's process.
    static func install(commandName: String) {
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            let line = "\(commandName): interrupted by \(name); temporary files removed"
            endings.withLock { $0[number] = Ending(code: 128 + number, line: line) }
        }
        let pipe = reel_signal_pipe_open()
        guard pipe >= 0 else { return }
        let reader = Thread {
            while true {
                var number: UInt8 = 0
                let count = read(pipe, &number, 1)
                if count < 0, errno == EINTR { continue }
                guard count == 1 else { return }
                let signal = Int32(number)
                let ending = endings.withLock { $0[signal] } ?? Ending(code: 128 + signal, line: nil)
                TemporaryFiles.shared.removeAllAndExit(code: ending.code, line: ending.line)
            }
        }
        reader.stackSize = 256 << 10
        reader.start()
        for number in [SIGINT, SIGTERM] { _ = reel_signal_pipe_catch(number) }
    }

    /// Makes `signal` end the process quietly with `code` (`reel serve`: Ctrl-C is its normal stop, exit 0). False
    /// when the handlers are not installed (reel's commands run inside another process), so the caller handles it.
    static func endQuietly(on signal: Int32, code: Int32) -> Bool {
        endings.withLock { endings in
            guard endings[signal] != nil else { return false }
            endings[signal] = Ending(code: code, line: nil)
            return true
        }
    }
}
