import Dispatch
import Foundation
import Synchronization

/// Serves synthetic gallery images (and test routes) over real HTTP/1.1, bound to loopback by default.
///
/// Plain sockets: one thread accepts, each connection is served by a thread of its own with blocking reads and writes,
/// each wait bounded by the keep-alive timeout (`HTTPConnection`), and the routes run as tasks on the server's
/// executor. `start()` and `stop()` are
/// synchronous for callers outside Swift concurrency: `stop()` blocks the calling thread while the connections end,
/// so async callers should call it from a dedicated thread rather than tie up a pool thread. See `GalleryRoutes` for
/// the routes it serves.
package final class EmbeddedImageServer: Sendable {
    /// The address the server binds: IPv4, IPv6 or `localhost`, never a name looked up.
    package let host: String
    /// Default width and height of `/image/…` responses.
    package let imageSize: Int
    /// Faults injected into `/image/…` responses.
    package let faults: ServerFaults
    private let requestedPort: UInt16
    private let routes: GalleryRoutes
    /// The server's tasks run on threads of their own, never starved by work on the shared cooperative pool.
    private let executor = ServerExecutor(label: "reel.server")
    private let state = Mutex(RunState())

    /// A running server.
    private struct RunState: Sendable {
        var listener: ListeningSocket?
        var connections: ServedConnections?
        /// Signalled when the accept thread has ended.
        var acceptEnded: DispatchSemaphore?
        var port: UInt16?
    }

    /// Longest `stop()` waits for the accept thread and for the connections to end.
    private static let lifecycleTimeout: DispatchTimeInterval = .seconds(15)

    /// How long a keep-alive connection may wait for its next request before the server closes it.
    package let keepAliveTimeout: Duration

    /// `image(index, width, height)` returns PNG bytes; the server caches nothing itself (the caller may).
    /// With `directory`, the files of that folder are served too, under `/files/NAME` (confined to it). A connection
    /// idle for `keepAliveTimeout` (positive) between requests is closed.
    package init(
        host: String = "127.0.0.1",
        port: UInt16 = 0,
        imageSize: Int = 512,
        faults: ServerFaults = .init(),
        directory: URL? = nil,
        keepAliveTimeout: Duration = .seconds(60),
        image: @escaping @Sendable (_ index: Int, _ width: Int, _ height: Int) -> [UInt8]
    ) {
        self.host = host
        self.requestedPort = port
        precondition(keepAliveTimeout > .zero, "keepAliveTimeout must be positive")
        self.keepAliveTimeout = keepAliveTimeout
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

    /// Binds and listens; returns the bound port (ephemeral when 0). Returns the same port if already running.
    @discardableResult
    package func start() throws(EmbeddedServerError) -> UInt16 {
        try state.withLock { state throws(EmbeddedServerError) -> UInt16 in
            if let port = state.port { return port }
            guard let address = ServerAddress(host: host, port: requestedPort) else { throw .invalidHost(host) }
            let listener = try ListeningSocket(address: address)
            let connections = ServedConnections()
            let acceptEnded = DispatchSemaphore(value: 0)
            let (routes, idle, executor) = (routes, keepAliveTimeout, executor)
            let thread = Thread {
                while let descriptor = listener.acceptNext(sendTimeout: idle) {
                    let socket = ConnectionSocket(descriptor: descriptor)
                    connections.start(socket, executor: executor) { control in
                        HTTPConnection(socket: socket, routes: routes, idleTimeout: idle, control: control).serve()
                    }
                }
                acceptEnded.signal()
            }
            thread.name = "reel.server.accept"
            thread.start()
            state = RunState(
                listener: listener, connections: connections, acceptEnded: acceptEnded, port: listener.port)
            return listener.port
        }
    }

    /// Whether `host` is one the server can bind: an IPv4 or IPv6 address (`[::1]` too) or `localhost`.
    package static func accepts(host: String) -> Bool {
        ServerAddress(host: host, port: 0) != nil
    }

    /// The host as a URL writes it: an IPv6 address in brackets.
    static func urlHost(_ host: String) -> String {
        let address = ServerAddress.numeric(host)
        return address.contains(":") ? "[\(address)]" : host
    }

    /// The bound port while the server runs (nil before `start()` and after `stop()`).
    package var port: UInt16? {
        state.withLock { $0.port }
    }

    /// "http://HOST:PORT"; the port is the bound one once started.
    package var baseURL: String {
        "http://\(Self.urlHost(host)):\(state.withLock { $0.port } ?? requestedPort)"
    }

    /// Blocks until stopped; idempotent. The listener stops accepting first (no new connection), then every
    /// connection is shut down, its route call cancelled and its thread awaited.
    package func stop() {
        state.withLock { state in
            guard let listener = state.listener else { return }
            let (connections, acceptEnded) = (state.connections, state.acceptEnded)
            state = RunState()
            listener.wake()
            _ = acceptEnded?.wait(timeout: .now() + Self.lifecycleTimeout)
            connections?.stop(timeout: Self.lifecycleTimeout)
        }
    }
}
