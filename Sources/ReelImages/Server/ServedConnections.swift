import Dispatch
import Foundation
import Synchronization

/// The embedded server's open connections, each served on a thread of its own from the moment it is accepted.
/// `stop()` shuts every socket down (waking its thread from a read or write), cancels its route call and waits for
/// the threads to end.
final class ServedConnections: Sendable {
    private struct Entry {
        let socket: ConnectionSocket
        let control: ConnectionControl
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var next = 0
        var stopping = false
    }

    /// Most connections served at once; one more is closed as it is accepted.
    static let limit = 512

    private let state = Mutex(State())
    private let running = DispatchGroup()

    /// Serves `socket` on a new thread with `serve`; closes it at once when the server is stopping or full.
    func start(
        _ socket: ConnectionSocket, executor: ServerExecutor, serve: @escaping @Sendable (ConnectionControl) -> Void
    ) {
        let control = ConnectionControl(executor: executor)
        let number: Int? = state.withLock { state in
            guard !state.stopping, state.entries.count < Self.limit else { return nil }
            defer { state.next += 1 }
            state.entries[state.next] = Entry(socket: socket, control: control)
            return state.next
        }
        guard let number else { return }
        running.enter()
        let thread = Thread { [self] in
            serve(control)
            // Unlisted before the socket is released (and closed), so `stop()` never shuts down a closed descriptor.
            _ = state.withLock { $0.entries.removeValue(forKey: number) }
            running.leave()
        }
        thread.name = "reel.server.connection"
        thread.start()
    }

    /// Stops every connection and waits up to `timeout` for their threads to end.
    func stop(timeout: DispatchTimeInterval) {
        state.withLock { state in
            state.stopping = true
            for entry in state.entries.values {
                entry.control.stop()
                entry.socket.shutdown()
            }
        }
        _ = running.wait(timeout: .now() + timeout)
    }
}
