import Foundation
import Synchronization

@testable import ReelImages

/// Fixed bytes the test server returns for image `index` at `width`×`height`.
func testImageBytes(_ index: Int, _ width: Int, _ height: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47] + Array("image \(index) \(width)x\(height)".utf8)
}

/// Starts a loopback server with the tiny test image, runs `body`, stops the server.
func withServer<T>(
    faults: ServerFaults = .init(),
    _ body: (EmbeddedImageServer) async throws -> T
) async throws -> T {
    let server = EmbeddedImageServer(imageSize: 16, faults: faults, image: testImageBytes)
    _ = try await offPool { try server.start() }
    do {
        let value = try await body(server)
        await offPool { server.stop() }
        return value
    } catch {
        await offPool { server.stop() }
        throw error
    }
}

/// Runs a blocking call on its own thread so it never blocks the cooperative pool the server needs.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// Non-throwing variant of `offPool`.
func offPool(_ body: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { continuation in
        Thread {
            body()
            continuation.resume()
        }.start()
    }
}

/// Polls `condition` every few milliseconds; false if it is still unmet after `timeout`.
func waitUntil(timeout: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}

/// A thread-safe list of values recorded from callbacks.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    var all: [Value] {
        values.withLock { $0 }
    }

    var count: Int {
        values.withLock { $0.count }
    }
}

/// Thrown when a bounded wait runs out.
struct WaitTimedOut: Error, CustomStringConvertible {
    var what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Starts `request` and waits (at most 10 s) for its completion.
func fetch(_ loader: any ImageLoading, _ request: ImageLoadRequest) async throws -> Result<FetchedData, ImageLoadError>
{
    let results = Recorder<Result<FetchedData, ImageLoadError>>()
    loader.start(request) { results.append($0) }
    guard await waitUntil({ results.count > 0 }), let result = results.all.first else {
        throw WaitTimedOut(what: request.url)
    }
    return result
}

/// Fetches `url` with a fresh loader using `limits`.
func fetch(_ url: String, limits: LoaderLimits = .init()) async throws -> Result<FetchedData, ImageLoadError> {
    let loader = try CurlImageLoader(limits: limits)
    defer { loader.shutdown() }
    return try await fetch(loader, ImageLoadRequest(id: 1, url: url))
}

extension Result {
    /// The failure, or nil on success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The success value, or nil on failure.
    var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
