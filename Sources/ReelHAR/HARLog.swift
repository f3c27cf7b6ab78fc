import Foundation
import ReelFormats

/// The parts of a HAR 1.2 file (as Safari Web Inspector, Chrome DevTools, Charles or Proxyman export it) that reel
/// replays: each entry's URL, status, redirect target, MIME type, body size and timings. Everything else in the file
/// (headers, cookies, content text, pages) is ignored.
package struct HARLog: Sendable, Equatable {
    /// One request of the log, in file order.
    package struct Entry: Sendable, Equatable {
        /// Its position in `log.entries` (used in messages).
        package var index: Int
        package var url: String
        /// `response.status`; 0 when the request got no response (a failed or blocked load).
        package var status: Int
        /// `response.redirectURL`, empty when none.
        var redirectURL: String
        /// `response.content.mimeType`, empty when none.
        var mimeType: String
        /// Chrome's `_resourceType` (e.g. `image`), when present.
        var resourceType: String?
        /// Bytes of the body: `response.bodySize` (on the wire) when ≥ 0, else `response.content.size`, else 0.
        package var bytes: Int
        package var timings: Timings

        package init(
            index: Int, url: String, status: Int, redirectURL: String = "", mimeType: String = "",
            resourceType: String? = nil, bytes: Int = 0, timings: Timings
        ) {
            self.index = index
            self.url = url
            self.status = status
            self.redirectURL = redirectURL
            self.mimeType = mimeType
            self.resourceType = resourceType
            self.bytes = bytes
            self.timings = timings
        }

        /// Whether the entry is an image load: an `image/` MIME type, Chrome's `_resourceType` `image`, or a URL
        /// whose path ends in an image extension (a failed image load often has an HTML error page as its body).
        package var isImage: Bool {
            mimeType.lowercased().hasPrefix("image/") || resourceType == "image" || Self.looksLikeImage(url)
        }

        static func looksLikeImage(_ url: String) -> Bool {
            let path = URLComponents(string: url)?.path ?? url
            let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
            return path.contains(".") && ["png", "jpg", "jpeg", "gif", "webp", "heic", "heif", "avif"].contains(ext)
        }
    }

    /// An entry's `timings` in milliseconds; a phase the file gives as -1 (not applicable) is nil.
    package struct Timings: Sendable, Equatable {
        package var blocked: Double?
        package var dns: Double?
        package var connect: Double?
        package var ssl: Double?
        package var send: Double?
        package var wait: Double?
        package var receive: Double?

        package init(
            blocked: Double? = nil, dns: Double? = nil, connect: Double? = nil, ssl: Double? = nil,
            send: Double? = nil, wait: Double? = nil, receive: Double? = nil
        ) {
            self.blocked = blocked
            self.dns = dns
            self.connect = connect
            self.ssl = ssl
            self.send = send
            self.wait = wait
            self.receive = receive
        }

        /// From getting a connection slot to the first byte: dns + connect + send + wait. `blocked` (queueing in
        /// the browser) is left out — reel's own transfer slots model it — and so is `ssl`, which HAR counts
        /// inside `connect`.
        package var beforeBodyMs: Double { [dns, connect, send, wait].reduce(0) { $0 + ($1 ?? 0) } }
    }

    package var entries: [Entry]

    package init(entries: [Entry]) { self.entries = entries }

    /// Parses a HAR file's bytes (through Foundation's JSON decoder). A problem is an `InputError` naming `file` and
    /// the entry's path, e.g. `x.har: log.entries[12].timings.wait: expected a number >= 0 or -1, got "fast"`.
    package static func parse(_ data: Data, file: String) throws(InputError) -> HARLog {
        let root = try JSONValue.parse(data, file: file)
        let log = try Field(root, file: file, path: "").object("log")
        guard let list = try log.optional("entries") else { throw log.error("entries", "required array is missing") }
        guard case .array(let values) = list.value else {
            throw list.error(nil, "expected an array, got \(list.value.typeName)")
        }
        var entries: [Entry] = []
        for (index, value) in values.enumerated() {
            entries.append(try entry(Field(value, file: file, path: "log.entries[\(index)]"), index: index))
        }
        return HARLog(entries: entries)
    }

    private static func entry(_ field: Field, index: Int) throws(InputError) -> Entry {
        _ = try field.expectObject()
        let request = try field.object("request")
        let response = try field.object("response")
        let content = try response.optional("content")
        let url = try request.string("url")
        guard !url.isEmpty else { throw request.error("url", "expected a URL, got an empty string") }
        let status = try response.number("status", at: 0...999, whole: true, expected: "a whole number in 0...999")
        let bodySize = try response.optionalNumber("bodySize")
        let contentSize = try content?.optionalNumber("size")
        let bytes = [bodySize, contentSize].compactMap { $0 }.first { $0 >= 0 } ?? 0
        let timings = try field.object("timings")
        func phase(_ name: String, required: Bool) throws(InputError) -> Double? {
            guard let value = try timings.optional(name) else {
                if required { throw timings.error(name, "required timing is missing (a number >= 0 or -1)") }
                return nil
            }
            guard case .number(let ms) = value.value, ms >= 0 || ms == -1, ms.isFinite, ms <= 86_400_000 else {
                throw value.error(nil, "expected a number >= 0 or -1, got \(Field.describe(value.value))")
            }
            return ms < 0 ? nil : ms
        }
        return Entry(
            index: index, url: url, status: Int(status),
            redirectURL: try response.optionalString("redirectURL") ?? "",
            mimeType: try content?.optionalString("mimeType") ?? "",
            resourceType: try field.optionalString("_resourceType"),
            bytes: Int(min(bytes, Double(Int32.max))),
            timings: Timings(
                blocked: try phase("blocked", required: false), dns: try phase("dns", required: false),
                connect: try phase("connect", required: false), ssl: try phase("ssl", required: false),
                send: try phase("send", required: true), wait: try phase("wait", required: true),
                receive: try phase("receive", required: true))
        )
    }
}

extension HARLog {
    /// A value inside the HAR document with its path (`log.entries[3].response`), for messages.
    struct Field {
        let value: JSONValue
        let file: String
        let path: String

        init(_ value: JSONValue, file: String, path: String) {
            self.value = value
            self.file = file
            self.path = path
        }

        func error(_ key: String?, _ message: String) -> InputError {
            let place = key.map { path.isEmpty ? $0 : "\(path).\($0)" } ?? (path.isEmpty ? "$" : path)
            return InputError(file: file, path: place, message: message)
        }

        func expectObject() throws(InputError) -> [String: JSONValue] {
            guard case .object(let fields) = value else {
                throw error(nil, "expected an object, got \(value.typeName)")
            }
            return fields
        }

        func optional(_ key: String) throws(InputError) -> Field? {
            let fields = try expectObject()
            guard let child = fields[key], child != .null else { return nil }
            return Field(child, file: file, path: path.isEmpty ? key : "\(path).\(key)")
        }

        func object(_ key: String) throws(InputError) -> Field {
            guard let child = try optional(key) else { throw error(key, "required object is missing") }
            _ = try child.expectObject()
            return child
        }

        func string(_ key: String) throws(InputError) -> String {
            guard let text = try optionalString(key) else { throw error(key, "required string is missing") }
            return text
        }

        func optionalString(_ key: String) throws(InputError) -> String? {
            guard let child = try optional(key) else { return nil }
            guard case .string(let text) = child.value else {
                throw child.error(nil, "expected a string, got \(Self.describe(child.value))")
            }
            return text
        }

        func optionalNumber(_ key: String) throws(InputError) -> Double? {
            guard let child = try optional(key) else { return nil }
            guard case .number(let number) = child.value, number.isFinite else {
                throw child.error(nil, "expected a number, got \(Self.describe(child.value))")
            }
            return number
        }

        func number(_ key: String, at range: ClosedRange<Double>, whole: Bool, expected: String) throws(InputError)
            -> Double
        {
            guard let child = try optional(key) else { throw error(key, "required number is missing") }
            guard case .number(let number) = child.value, range.contains(number), !whole || number.rounded() == number
            else { throw child.error(nil, "expected \(expected), got \(Self.describe(child.value))") }
            return number
        }

        static func describe(_ value: JSONValue) -> String {
            switch value {
            case .number(let number): JSONReader.describe(number)
            case .string(let text): "\"\(text.count > 40 ? text.prefix(40) + "…" : Substring(text))\""
            default: value.typeName
            }
        }
    }
}
