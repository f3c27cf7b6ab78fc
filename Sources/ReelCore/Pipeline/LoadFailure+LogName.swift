import Foundation

extension LoadFailure {
    /// Reads a failure back from its `logName` (a recorded trace's `error`); text that names no known failure
    /// becomes `.unrecognized` and is replayed as written. `LoadFailure(logName: failure.logName) == failure`.
    package init(logName text: String) {
        self = Self.parse(text) ?? .unrecognized(text)
    }

    /// Reads the failures the loader reports with a libcurl code as `.transport`, or `.connectionReset` when the
    /// code and message say the peer reset the connection.
    package static func curl(code: Int32, message: String) -> LoadFailure {
        if resetCodes.contains(code), message.lowercased().contains("reset") {
            return .connectionReset(code: code, message: message)
        }
        return .transport(code: code, message: message)
    }

    private static func parse(_ text: String) -> LoadFailure? {
        if let modelled = text.between("", and: " (modelled)") {
            if modelled == "connection reset" { return .modelledConnectionReset }
            if let status = modelled.between("HTTP ", and: "").flatMap(Int.init) { return .modelledHTTPStatus(status) }
            if let ms = modelled.between("timed out after ", and: " ms").flatMap(Int.init) {
                return .modelledTimeout(ms: ms)
            }
            return nil
        }
        if let status = text.between("HTTP ", and: "").flatMap(Int.init) { return .httpStatus(status) }
        if let ms = text.between("timed out after ", and: " ms").flatMap(Int.init) { return .timedOut(ms: ms) }
        if let endpoint = text.between("connection refused (", and: ")") {
            return .connectionRefused(endpoint: endpoint)
        }
        if let limit = text.between("body exceeds ", and: " bytes").flatMap(Int.init) { return .tooLarge(limit: limit) }
        if let scheme = text.between("scheme '", and: "' not allowed") { return .refusedScheme(scheme) }
        if let path = text.between("path '", and: "' is outside the file root") { return .outsideFileRoot(path: path) }
        if let url = text.between("invalid URL '", and: "'") { return .invalidURL(url) }
        if let limit = text.between("more than ", and: " redirects").flatMap(Int.init) {
            return .tooManyRedirects(limit: limit)
        }
        if let seconds = text.between("no result within ", and: " s").flatMap(Int64.init) {
            return .noResult(seconds: seconds)
        }
        if let message = text.between("internal: ", and: "") { return .internalError(message) }
        if let detail = text.between("decode: ", and: "") { return parseDecode(detail) }
        if let open = text.range(of: " (curl ", options: .backwards), text.hasSuffix(")"),
            let code = Int32(text[open.upperBound..<text.index(before: text.endIndex)])
        {
            return curl(code: code, message: String(text[..<open.lowerBound]))
        }
        return nil
    }

    private static func parseDecode(_ detail: String) -> LoadFailure? {
        if let format = detail.between("unsupported image format: ", and: "") {
            return .decode(.unsupportedFormat, detail: format)
        }
        if let message = detail.between("corrupt image: ", and: "") { return .decode(.corrupt, detail: message) }
        if let size = detail.between("image too large: ", and: " pixels"),
            let exceeds = size.range(of: " exceeds "), let times = size.range(of: "x"),
            times.upperBound <= exceeds.lowerBound,
            let width = Int(size[..<times.lowerBound]), let height = Int(size[times.upperBound..<exceeds.lowerBound]),
            let limit = Int(size[exceeds.upperBound...])
        {
            return .pixelLimit(width: width, height: height, limit: limit)
        }
        return nil
    }
}

extension String {
    /// The text between `prefix` and `suffix` when the string starts and ends with them (either may be empty).
    fileprivate func between(_ prefix: String, and suffix: String) -> String? {
        guard hasPrefix(prefix), hasSuffix(suffix), count >= prefix.count + suffix.count else { return nil }
        return String(dropFirst(prefix.count).dropLast(suffix.count))
    }
}
