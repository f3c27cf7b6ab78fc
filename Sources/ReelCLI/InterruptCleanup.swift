import Dispatch
import Foundation
import ReelFiles
import ReelGraphics
import Synchronization

/// What `reel` does on SIGINT (Ctrl-C) and SIGTERM: removes the temporary files and staging folders it is writing
/// (`TemporaryFiles`), says so in one line and exits with 130 or 143 (128 + the signal), as shells expect. A run
/// folder left behind has no manifest: it reads as an unfinished run, and the next run into it replaces it.
///
/// The signals are delivered through dispatch signal sources, so the clean-up runs on an ordinary thread, not in an
/// async-signal handler. The process's own handler does nothing (empty is async-signal-safe); it is installed instead
/// of `SIG_IGN` because an ignored signal stays ignored across `exec`, and a child such as ffmpeg must still stop on
/// Ctrl-C, while a caught one is reset to the default in the child.
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
            let ending = Ending(code: 128 + number, line: line)
            endings.withLock { $0[number] = ending }
            signal(number) { _ in }  // a no-op: the dispatch source below does the work
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let ending = endings.withLock { $0[number] } ?? Ending(code: 128 + number, line: nil)
                TemporaryFiles.shared.removeAllAndExit(code: ending.code, line: ending.line)
            }
            source.resume()
            // The source lives as long as the process: it is retained here on purpose and never released. (A plain
            // class cast: `as AnyObject` would go through Foundation's bridging, a millisecond of start-up.)
            if let object = source as? DispatchSource {
                _ = Unmanaged.passRetained(object)
            } else {
                _ = Unmanaged.passRetained(source as AnyObject)
            }
        }
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
