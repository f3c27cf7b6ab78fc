// Members of UIKit's classes ReelKit does not have, declared unavailable with a message naming ReelKit and what to
// do (see UnavailableTypes.swift).

extension URLSession {
    @available(*, unavailable, message: "ReelKit loads images with data(from:), data(for:) or dataTask(with:)")
    public func downloadTask(with url: URL) -> URLSessionDataTask { fatalError("unavailable") }

    @available(*, unavailable, message: "ReelKit loads images with data(from:), data(for:) or dataTask(with:)")
    public func download(from url: URL) async throws -> (URL, URLResponse) { fatalError("unavailable") }

    @available(*, unavailable, message: "ReelKit loads images with data(from:), data(for:) or dataTask(with:)")
    public func bytes(from url: URL) async throws -> (Data, URLResponse) { fatalError("unavailable") }
}
