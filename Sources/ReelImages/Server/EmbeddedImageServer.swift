import Dispatch
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// Serves synthetic gallery images (and test routes) over real HTTP/1.1 with SwiftNIO, bound to loopback by default.
///
/// NIO's event loop (one thread of the server's own) does the socket I/O; the routes run as tasks on the server's
/// executor. `start()` and `stop()` are synchronous for callers outside Swift concurrency: they block the calling
/// thread while those tasks run, so async callers should call them from a dedicated thread rather than tie up a
/// pool thread. See `GalleryRoutes` for the routes it serves.
package final class EmbeddedImageServer: Sendable {
    /// The IPv4 address the server binds.
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
        var group: MultiThreadedEventLoopGroup?
        var listener: (any Channel)?
        var connections: ServedConnections?
        var port: UInt16?
    }

    /// Longest `start()` and `stop()` block before giving up.
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

    /// Blocks until listening; returns the bound port (ephemeral when 0). Returns the same port if already running.
    @discardableResult
    package func start() throws(EmbeddedServerError) -> UInt16 {
        try state.withLock { state throws(EmbeddedServerError) -> UInt16 in
            if let port = state.port { return port }
            guard let address = try? SocketAddress(ipAddress: Self.numeric(host), port: Int(requestedPort)) else {
                throw .invalidHost(host)
            }
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            let connections = ServedConnections()
            let listener: any Channel
            do {
                listener = try Self.bind(
                    address, group: group, routes: routes, idle: Self.timeAmount(keepAliveTimeout),
                    connections: connections, executor: executor
                )
            } catch {
                try? group.syncShutdownGracefully()
                // `bind` says why in words already (`reason`); anything else is said once here.
                throw (error as? EmbeddedServerError) ?? .startFailed(Self.reason(error, address: address))
            }
            let port = UInt16(listener.localAddress?.port ?? Int(requestedPort))
            state = RunState(group: group, listener: listener, connections: connections, port: port)
            return port
        }
    }

    /// Why binding `address` failed, in words: the system's text for a socket error (NIO's own description wraps it
    /// in the call's name and parentheses).
    static func reason(_ error: any Error, address: SocketAddress) -> String {
        guard let io = error as? IOError else { return String(describing: error) }
        let place = "\(address.ipAddress ?? "?") port \(address.port ?? 0)"
        return "cannot listen on \(place): \(String(cString: strerror(io.errnoCode)))"
    }

    /// Binds the listener; each accepted connection gets the HTTP server pipeline and a task of its own serving it
    /// (`ServedConnections`), started as NIO accepts it.
    private static func bind(
        _ address: SocketAddress, group: MultiThreadedEventLoopGroup, routes: GalleryRoutes, idle: TimeAmount,
        connections: ServedConnections, executor: ServerExecutor
    ) throws -> any Channel {
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(.backlog, value: 256)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(KeepAliveTimeout(timeout: idle))
                    let connection = try HTTPConnection.AsyncConnection(wrappingChannelSynchronously: channel)
                    connections.start(on: executor) { await HTTPConnection.serve(connection, routes: routes) }
                }
            }
        let bound = bootstrap.bind(to: address)
        let outcome = StartOutcome()
        bound.whenComplete { outcome.finish($0.mapError { .startFailed(Self.reason($0, address: address)) }) }
        switch outcome.wait(timeout: lifecycleTimeout) ?? .failure(.startTimedOut) {
        case .success(let channel): return channel
        case .failure(let error): throw error
        }
    }

    /// `duration` as NIO's time amount.
    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// The numeric address a host names: `localhost` is `127.0.0.1`, `[::1]` is `::1`; an IPv4 or IPv6 address as
    /// given. No name is resolved (the server binds loopback or a literal address, never what DNS says).
    static func numeric(_ host: String) -> String {
        if host == "localhost" { return "127.0.0.1" }
        if host.hasPrefix("["), host.hasSuffix("]") { return String(host.dropFirst().dropLast()) }
        return host
    }

    /// Whether `host` is one the server can bind: an IPv4 or IPv6 address (`[::1]` too) or `localhost`.
    package static func accepts(host: String) -> Bool {
        (try? SocketAddress(ipAddress: numeric(host), port: 0)) != nil
    }

    /// The host as a URL writes it: an IPv6 address in brackets.
    static func urlHost(_ host: String) -> String {
        let address = numeric(host)
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

    /// Blocks until stopped; idempotent. The listener closes first (no new connection), then every connection's
    /// task is cancelled and awaited, then the event loop ends.
    package func stop() {
        state.withLock { state in
            guard let group = state.group else { return }
            let (listener, connections) = (state.listener, state.connections)
            state = RunState()
            let closed = StartOutcome()
            if let listener {
                listener.close().whenComplete { _ in closed.finish(.success(listener)) }
                _ = closed.wait(timeout: Self.lifecycleTimeout)
            }
            connections?.stop(on: executor, timeout: Self.lifecycleTimeout)
            try? group.syncShutdownGracefully()
        }
    }
}

/// The first result of a start attempt, handed from the server's tasks to the blocked caller.
private final class StartOutcome: Sendable {
    private let result = Mutex<Result<any Channel, EmbeddedServerError>?>(nil)
    private let semaphore = DispatchSemaphore(value: 0)

    /// Records `value` unless a result is already in; wakes the waiter once.
    func finish(_ value: Result<any Channel, EmbeddedServerError>) {
        let isFirst = result.withLock { current in
            guard current == nil else { return false }
            current = value
            return true
        }
        if isFirst { semaphore.signal() }
    }

    /// Waits for the first result, or nil after `timeout`.
    func wait(timeout: DispatchTimeInterval) -> Result<any Channel, EmbeddedServerError>? {
        guard semaphore.wait(timeout: .now() + timeout) == .success else { return nil }
        return result.withLock { $0 }
    }
}
