import Foundation
import ReelFiles

/// Serves the files of one folder under `/files/…`, refusing anything that resolves outside it (`..`, symlinks).
struct DirectoryRoute: Sendable {
    /// The folder, with symlinks resolved.
    let root: URL

    init(root: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// The file a request path names, when it lies inside the root.
    func file(forRequestPath path: String) -> URL? {
        let prefix = "/files/"
        guard path.hasPrefix(prefix) else { return nil }
        let relative = String(path.dropFirst(prefix.count)).removingPercentEncoding ?? ""
        guard !relative.isEmpty else { return nil }
        let candidate = root.appendingPathComponent(relative).standardizedFileURL.resolvingSymlinksInPath()
        guard candidate.path.hasPrefix(root.path + "/") else { return nil }
        return candidate
    }

    /// The response for a request path: the file's bytes with a content type from its extension, or 404.
    func response(path: String) -> ServedResponse {
        guard let url = file(forRequestPath: path),
            let bytes = try? RegularFile.read(url.path, limit: RegularFile.Limit.image).get()
        else {
            return .text(404, "not found")
        }
        return .ok(bytes, type: Self.contentType(url.pathExtension))
    }

    static func contentType(_ pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        default: "application/octet-stream"
        }
    }
}
