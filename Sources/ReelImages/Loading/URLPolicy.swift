import Foundation
import ReelFiles

/// A URL that passed `URLPolicy`, with the protocols libcurl may use for it.
struct ValidatedURL: Sendable, Equatable {
    /// The URL handed to libcurl (for `file:`, rebuilt from the resolved path).
    var url: String
    /// Value for `CURLOPT_PROTOCOLS_STR`.
    var protocols: String
    /// For `file:`, the resolved path inside the file root: the loader reads it itself (`RegularFile`), so a
    /// FIFO or device is refused instead of blocking the loader thread in libcurl's `open`.
    var localPath: String? = nil
}

/// Up-front URL checks: scheme allow-list and `file:` confinement to the file root.
enum URLPolicy {
    /// Protocols every transfer may use, and the only ones redirects may use.
    static let webProtocols = "http,https"

    /// Checks `url` against the limits; failures are the typed errors the completion reports.
    static func validate(_ url: String, fileRoot: String?) -> Result<ValidatedURL, ImageLoadError> {
        guard let scheme = scheme(of: url) else { return .failure(.invalidURL(url)) }
        switch scheme {
        case "http", "https":
            guard let components = URLComponents(string: url), let host = components.host, !host.isEmpty else {
                return .failure(.invalidURL(url))
            }
            return .success(ValidatedURL(url: url, protocols: webProtocols))
        case "file":
            guard let fileRoot else { return .failure(.schemeNotAllowed(scheme)) }
            return validateFile(url, root: fileRoot)
        default:
            return .failure(.schemeNotAllowed(scheme))
        }
    }

    /// The lowercased scheme, or nil when `url` has no valid scheme or contains spaces/control characters.
    static func scheme(of url: String) -> String? {
        guard !url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }),
            let colon = url.firstIndex(of: ":")
        else { return nil }
        let scheme = url[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        let allowed = scheme.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "+-.".unicodeScalars.contains(scalar))
        }
        return allowed ? scheme.lowercased() : nil
    }

    private static func validateFile(_ url: String, root: String) -> Result<ValidatedURL, ImageLoadError> {
        guard let components = URLComponents(string: url),
            components.host.map({ $0.isEmpty || $0 == "localhost" }) ?? true
        else {
            return .failure(.invalidURL(url))
        }
        let path = components.path
        guard path.hasPrefix("/") else { return .failure(.invalidURL(url)) }
        guard let resolvedRoot = realPath(root) else { return .failure(.outsideFileRoot(path)) }
        guard let resolved = realPath(path) else {
            return .failure(.transport(code: 37, message: "couldn't read file '\(path)'"))
        }
        let prefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
        guard resolved == resolvedRoot || resolved.hasPrefix(prefix) else {
            return .failure(.outsideFileRoot(path))
        }
        guard let encoded = resolved.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else {
            return .failure(.invalidURL(url))
        }
        return .success(ValidatedURL(url: "file://" + encoded, protocols: webProtocols + ",file", localPath: resolved))
    }

    /// `realpath(3)`: the absolute path with `.`/`..` and every symlink resolved, or nil if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
