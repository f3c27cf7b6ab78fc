import Dispatch
import FlyingFox
import Foundation
import Synchronization

/// Serves synthetic gallery images (and test routes) over real HTTP with FlyingFox, bound to loopback.
///
/// The server runs in a task on the global executor; `start()` and `stop()` are synchronous for
/// callers outside Swift concurrency. They block the calling thread while the server's tasks run
/// on the cooperative pool, so async callers should call them from a dedicated thread rather than
/// tie up a pool thread. See `GalleryRoutes` for the routes it serves.
public final class EmbeddedImageServer: Sendable {
    /// The IPv4 address the server binds.
    public let host: String
    /// Default width and height of `/image/…` responses.
    public let imageSize: Int
    /// Faults injected into `/image/…` responses.
    public let faults: ServerFaults
    private let requestedPort: UInt16
    private let routes: GalleryRoutes
    /// The server's tasks run on threads of their own, never starved by work on the shared cooperative pool.
    private let executor = ServerExecutor(label: "reel.server")
    private let state = Mutex(RunState())

    /// A running server.
    private struct RunState: Sendable {
        var server: HTTPServer?
        var task: Task<Void, Never>?
        var port: UInt16?
    }

    /// Longest `start()` and `stop()` block before giving up.
    private static let lifecycleTimeout: DispatchTimeInterval = .seconds(15)

    /// `image(index, width, height)` returns PNG bytes; the server caches nothing itself (the caller may).
    /// With `directory`, the files of that folder are served too, under `/files/NAME` (confined to it).
    public init(
        host: String = "127.0.0.1",
        port: UInt16 = 0,
        imageSize: Int = 512,
        faults: ServerFaults = .init(),
        directory: URL? = nil,
        image: @escaping @Sendable (_ index: Int, _ width: Int, _ height: Int) -> [UInt8]
    ) {
        self.host = host
        self.requestedPort = port
        self.imageSize = imageSize
        self.faults = faults
        self.routes = GalleryRoutes(
            imageSize: imageSize, injector: FaultInjector(faults: faults),
            directory: directory.map(DirectoryRoute.init), image: image
        )
    }

    deinit {
        stop()
        executor.shutdown()
    }

    /// Blocks until listening; returns the bound port (ephemeral when 0). Returns the same port if already running.
    @discardableResult
    public func start() throws(EmbeddedServerError) -> UInt16 {
        try state.withLock { state throws(EmbeddedServerError) -> UInt16 in
            if let port = state.port { return port }
            guard let address = try? sockaddr_in.inet(ip4: host, port: requestedPort) else {
                throw .invalidHost(host)
            }
            // Handler timeout above the longest `/slow` delay, so test routes are never cut short.
            let server = HTTPServer(address: address, timeout: 90, logger: .disabled, handler: routes.makeHandler())
            let outcome = StartOutcome()
            let executor = self.executor
            let task = Task(executorPreference: executor) {
                do {
                    try await server.run()
                } catch {
                    outcome.finish(.failure(.startFailed(String(describing: error))))
                }
            }
            Task(executorPreference: executor) {
                do {
                    try await server.waitUntilListening(timeout: 10)
                    if case .ip4(_, let port)? = await server.listeningAddress {
                        outcome.finish(.success(port))
                    } else {
                        outcome.finish(.failure(.startFailed("no IPv4 listening address")))
                    }
                } catch {
                    outcome.finish(.failure(.startTimedOut))
                }
            }
            let result = outcome.wait(timeout: Self.lifecycleTimeout) ?? .failure(.startTimedOut)
            switch result {
            case .success(let port):
                state = RunState(server: server, task: task, port: port)
                return port
            case .failure(let error):
                task.cancel()
                throw error
            }
        }
    }

    /// "http://HOST:PORT"; the port is the bound one once started.
    public var baseURL: String {
        "http://\(host):\(state.withLock { $0.port } ?? requestedPort)"
    }

    /// Blocks until stopped; idempotent.
    public func stop() {
        state.withLock { state in
            guard let server = state.server, let task = state.task else { return }
            state = RunState()
            let done = DispatchSemaphore(value: 0)
            Task(executorPreference: executor) {
                await server.stop(timeout: 0)
                task.cancel()
                await task.value
                done.signal()
            }
            _ = done.wait(timeout: .now() + Self.lifecycleTimeout)
        }
    }
}

/// The first result of a start attempt, handed from the server's tasks to the blocked caller.
private final class StartOutcome: Sendable {
    private let result = Mutex<Result<UInt16, EmbeddedServerError>?>(nil)
    private let semaphore = DispatchSemaphore(value: 0)

    /// Records `value` unless a result is already in; wakes the waiter once.
    func finish(_ value: Result<UInt16, EmbeddedServerError>) {
        let isFirst = result.withLock { current in
            guard current == nil else { return false }
            current = value
            return true
        }
        if isFirst { semaphore.signal() }
    }

    /// Waits for the first result, or nil after `timeout`.
    func wait(timeout: DispatchTimeInterval) -> Result<UInt16, EmbeddedServerError>? {
        guard semaphore.wait(timeout: .now() + timeout) == .success else { return nil }
        return result.withLock { $0 }
    }
}
