/// Internal hooks that let tests watch the loader thread (called on that thread).
struct LoaderObserver: Sendable {
    /// A transfer was added to the multi handle.
    var transferStarted: @Sendable (ImageLoadRequest) -> Void = { _ in }
    /// A transfer was removed from the multi handle before it finished.
    var transferAborted: @Sendable (ImageLoadRequest) -> Void = { _ in }
}
