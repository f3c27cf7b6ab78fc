import Dispatch
import Foundation
import ReelGraphics

/// What `reel` does on SIGINT (Ctrl-C) and SIGTERM: removes the temporary files and staging folders it is writing
/// (`TemporaryFiles`), says so in one line and exits with 130 or 143 (128 + the signal), as shells expect. A run
/// folder left behind has no manifest: it reads as an unfinished run, and the next run into it replaces it.
///
/// The signals are delivered through dispatch signal sources, so the clean-up runs on an ordinary thread, not in an
/// async-signal handler. The process's own handler does nothing (empty is async-signal-safe); it is installed instead
/// of `SIG_IGN` because an ignored signal stays ignored across `exec`, and a child such as ffmpeg must still stop on
/// Ctrl-C, while a caught one is reset to the default in the child.
enum InterruptCleanup {
    /// Installs the handlers; once per process (`ReelTool.main`), never in a library caller's process.
    static func install(commandName: String) {
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            signal(number) { _ in }  // a no-op: the dispatch source below does the work
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                TemporaryFiles.shared.removeAllAndExit(
                    code: 128 + number, line: "\(commandName): interrupted by \(name); temporary files removed")
            }
            source.resume()
            // The source lives as long as the process: it is retained here on purpose and never released.
            _ = Unmanaged.passRetained(source as AnyObject)
        }
    }
}
