import FlyingSocks

/// A body of `limit` filler bytes produced lazily in chunks, so a response can stream without
/// a `Content-Length` (FlyingFox sends it chunked) and stops when the client goes away.
struct EndlessBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    /// Total bytes before the stream ends.
    let limit: Int

    func makeAsyncIterator() -> Iterator {
        Iterator(remaining: limit)
    }

    /// Hands out filler chunks until `remaining` reaches zero or the task is cancelled.
    struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: Int

        mutating func next() async throws -> UInt8? {
            guard remaining > 0 else { return nil }
            try Task.checkCancellation()
            remaining -= 1
            return 0x5A
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard remaining > 0 else { return nil }
            try Task.checkCancellation()
            let size = Swift.min(Swift.max(count, 1), remaining, 64 * 1024)
            remaining -= size
            return [UInt8](repeating: 0x5A, count: size)
        }
    }
}
