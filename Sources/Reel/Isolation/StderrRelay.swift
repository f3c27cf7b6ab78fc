import Foundation
import Synchronization

/// Passes a panel process's standard error through to this process's, line by line as it comes (warnings, and the
/// line naming the gallery, item and call when the user's code traps), except its `error:` line, which is kept: the
/// run reports it as its own failure, so the user reads one line, not two.
final class StderrRelay: Sendable {
    private let state = Mutex<(errorLine: String?, done: Bool, quiet: Bool)>((nil, false, false))
    private let finished = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            var pending = Data()
            while let chunk = try? handle.read(upToCount: 4096), !chunk.isEmpty {
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    relay(pending[pending.startIndex...newline])
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { relay(pending) }
            finished.signal()
        }
        thread.start()
    }

    /// The process's error line without its `<tool>: error: ` prefix, once `finish()` returned.
    var errorLine: String? { state.withLock { $0.errorLine } }

    /// Waits until the process's standard error is closed and relayed.
    func finish() {
        let wait = state.withLock { state -> Bool in
            defer { state.done = true }
            return !state.done
        }
        if wait { finished.wait() }
    }

    /// Passes nothing more through: the process is being stopped by this one (its line saying it was interrupted is
    /// not the user's news).
    func silence() {
        state.withLock { $0.quiet = true }
    }

    private func relay(_ line: Data) {
        let text = String(decoding: line, as: UTF8.self)
        if let range = text.range(of: ": error: ") {
            let message = text[range.upperBound...].trimmingCharacters(in: .newlines)
            state.withLock { $0.errorLine = message }
        } else if !state.withLock({ $0.quiet }) {
            FileHandle.standardError.write(line)
        }
    }
}
