import ReelTestSupport
import Synchronization
import Testing

@testable import ReelImages

@Suite("CurlImageLoader: cancellation, concurrency and priority", .tags(.concurrency, .timing))
struct LoaderSchedulingTests {
    @Test func cancelledLoadNeverCompletesAndIsAborted() async throws {
        try await withServer { server in
            let aborted = Recorder<UInt64>()
            let started = Recorder<UInt64>()
            var observer = LoaderObserver()
            observer.transferStarted = { started.append($0.id) }
            observer.transferAborted = { aborted.append($0.id) }
            let loader = try CurlImageLoader(limits: LoaderLimits(), observer: observer)
            defer { loader.shutdown() }

            let cancelledResults = Recorder<Result<FetchedData, ImageLoadError>>()
            loader.start(ImageLoadRequest(id: 1, url: server.baseURL + "/slow/300/image/1.png")) {
                cancelledResults.append($0)
            }
            #expect(await waitUntil { started.all.contains(1) })
            loader.cancel(id: 1)
            #expect(await waitUntil { aborted.all == [1] })

            // A later, slower request finishing shows the loader kept running past the cancelled one's due time.
            let marker = try await fetch(loader, ImageLoadRequest(id: 2, url: server.baseURL + "/slow/600/image/2.png"))
            #expect(marker.success?.bytes == testImageBytes(2, 16, 16))
            #expect(cancelledResults.count == 0)
        }
    }

    @Test func cancelWhilePendingNeverStartsTheTransfer() async throws {
        try await withServer { server in
            let started = Recorder<UInt64>()
            var observer = LoaderObserver()
            observer.transferStarted = { started.append($0.id) }
            let loader = try CurlImageLoader(limits: LoaderLimits(maxConcurrent: 1), observer: observer)
            defer { loader.shutdown() }

            let results = Recorder<UInt64>()
            loader.start(ImageLoadRequest(id: 1, url: server.baseURL + "/slow/200/image/1.png")) { _ in
                results.append(1)
            }
            loader.start(ImageLoadRequest(id: 2, url: server.baseURL + "/image/2.png")) { _ in results.append(2) }
            loader.cancel(id: 2)
            let last = try await fetch(loader, ImageLoadRequest(id: 3, url: server.baseURL + "/image/3.png"))
            #expect(last.success != nil)
            #expect(results.all == [1])
            #expect(started.all == [1, 3])
        }
    }

    @Test func manyRequestsRespectMaxConcurrent() async throws {
        try await withServer { server in
            let running = Mutex((now: 0, peak: 0))
            var observer = LoaderObserver()
            observer.transferStarted = { _ in
                running.withLock {
                    $0.now += 1
                    $0.peak = max($0.peak, $0.now)
                }
            }
            let loader = try CurlImageLoader(limits: LoaderLimits(maxConcurrent: 2), observer: observer)
            defer { loader.shutdown() }

            let results = Recorder<(UInt64, Result<FetchedData, ImageLoadError>)>()
            for id in UInt64(0)..<24 {
                let url = server.baseURL + (id % 3 == 0 ? "/slow/20/image/\(id).png" : "/image/\(id).png")
                loader.start(ImageLoadRequest(id: id, url: url)) { result in
                    running.withLock { $0.now -= 1 }
                    results.append((id, result))
                }
            }
            #expect(await waitUntil { results.count == 24 })
            for (id, result) in results.all {
                #expect(result.success?.bytes == testImageBytes(Int(id), 16, 16))
            }
            #expect(running.withLock { $0.peak } == 2)
        }
    }

    @Test func highPriorityOvertakesEarlierLowPriority() async throws {
        try await withServer { server in
            let order = Recorder<UInt64>()
            var observer = LoaderObserver()
            observer.transferStarted = { order.append($0.id) }
            let loader = try CurlImageLoader(limits: LoaderLimits(maxConcurrent: 1), observer: observer)
            defer { loader.shutdown() }

            // Occupy the only slot until the test releases it (by cancelling), so the queue order is exact.
            loader.start(ImageLoadRequest(id: 100, url: server.baseURL + "/slow/5000/image/0.png")) { _ in }
            #expect(await waitUntil { order.all == [100] })

            let done = Recorder<UInt64>()
            let queued: [(UInt64, LoadPriority)] = [(1, .low), (2, .normal), (3, .low), (4, .high), (5, .normal)]
            for (id, priority) in queued {
                loader.start(ImageLoadRequest(id: id, url: server.baseURL + "/image/\(id).png", priority: priority)) {
                    _ in
                    done.append(id)
                }
            }
            loader.cancel(id: 100)
            #expect(await waitUntil { done.count == queued.count })
            #expect(order.all == [100, 4, 2, 5, 1, 3])
            #expect(done.all == [4, 2, 5, 1, 3])
        }
    }

    @Test func restartingALiveIdReplacesTheEarlierLoad() async throws {
        try await withServer { server in
            let loader = try CurlImageLoader()
            defer { loader.shutdown() }
            let results = Recorder<Result<FetchedData, ImageLoadError>>()
            loader.start(ImageLoadRequest(id: 9, url: server.baseURL + "/slow/300/image/1.png")) { results.append($0) }
            loader.start(ImageLoadRequest(id: 9, url: server.baseURL + "/image/2.png")) { results.append($0) }
            let marker = try await fetch(
                loader, ImageLoadRequest(id: 10, url: server.baseURL + "/slow/600/image/3.png"))
            #expect(marker.success != nil)
            #expect(results.all.map { $0.success?.bytes } == [testImageBytes(2, 16, 16)])
        }
    }

    @Test func completionMayCallBackIntoTheLoader() async throws {
        try await withServer { server in
            let loader = try CurlImageLoader()
            defer { loader.shutdown() }
            let results = Recorder<UInt64>()
            loader.start(ImageLoadRequest(id: 1, url: server.baseURL + "/image/1.png")) { _ in
                loader.cancel(id: 1)
                results.append(1)
                loader.start(ImageLoadRequest(id: 2, url: server.baseURL + "/image/2.png")) { _ in results.append(2) }
            }
            #expect(await waitUntil { results.count == 2 })
            #expect(results.all == [1, 2])
        }
    }

    @Test func shutdownAbortsActiveTransfersWithoutCompleting() async throws {
        try await withServer { server in
            let aborted = Recorder<UInt64>()
            let started = Recorder<UInt64>()
            var observer = LoaderObserver()
            observer.transferStarted = { started.append($0.id) }
            observer.transferAborted = { aborted.append($0.id) }
            let loader = try CurlImageLoader(limits: LoaderLimits(maxConcurrent: 1), observer: observer)
            let results = Recorder<UInt64>()
            loader.start(ImageLoadRequest(id: 1, url: server.baseURL + "/slow/5000/image/1.png")) { _ in
                results.append(1)
            }
            loader.start(ImageLoadRequest(id: 2, url: server.baseURL + "/image/2.png")) { _ in results.append(2) }
            #expect(await waitUntil { started.count == 1 })
            await offPool { loader.shutdown() }
            #expect(aborted.all == [1])
            #expect(results.count == 0)
        }
    }
}
