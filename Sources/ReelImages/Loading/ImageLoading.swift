/// Loads bytes for URLs; completions arrive on the loader's own thread.
package protocol ImageLoading: Sendable {
    /// Starts (or queues) a load; `completion` is called exactly once unless the load is cancelled or the loader shuts
    /// down first.
    func start(
        _ request: ImageLoadRequest, completion: @escaping @Sendable (Result<FetchedData, ImageLoadError>) -> Void)
    /// After cancel returns, the completion for that id is never called and the transfer is aborted (removed from the
    /// multi handle).
    func cancel(id: UInt64)
    /// Stops the thread, aborts all transfers; idempotent. Also called from deinit.
    func shutdown()
}
