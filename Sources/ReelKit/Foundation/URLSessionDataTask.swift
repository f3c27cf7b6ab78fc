import Foundation
import Synchronization

/// A data task: what `dataTask(with:completionHandler:)` returns (see `URLSessionTask`).
// @unchecked Sendable: adds no stored property to `URLSessionTask`, whose state is immutable or behind a Mutex.
public final class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}
