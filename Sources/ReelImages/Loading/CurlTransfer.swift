import CCurl
import Foundation

/// One easy handle and everything its transfer needs; owned by the loader thread.
///
/// libcurl holds an `Unmanaged` retain of this object (via `CURLOPT_WRITEDATA` and
/// `CURLOPT_PRIVATE`) from `init` until `close()`, which releases it exactly once.
final class CurlTransfer {
    let request: ImageLoadRequest
    let generation: UInt64
    let completion: LoadCompletion
    private let limits: LoaderLimits
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var body: [UInt8] = []
    private var exceededLimit = false
    private var retained: Unmanaged<CurlTransfer>?

    /// Creates and configures the easy handle for a validated URL.
    init(
        request: ImageLoadRequest, url: ValidatedURL, generation: UInt64,
        limits: LoaderLimits, completion: @escaping LoadCompletion
    ) throws(ImageLoadError) {
        guard let handle = reel_curl_easy_init() else {
            throw .transport(code: Int32(CURLE_FAILED_INIT.rawValue), message: "curl_easy_init failed")
        }
        self.request = request
        self.generation = generation
        self.completion = completion
        self.limits = limits
        self.handle = handle
        let errorSize = reel_curl_error_size()
        errorBuffer = .allocate(capacity: errorSize)
        errorBuffer.initialize(repeating: 0, count: errorSize)
        let retained = Unmanaged.passRetained(self)
        self.retained = retained
        let code = configure(url: url, context: retained.toOpaque())
        guard code == CURLE_OK else {
            let message = String(cString: reel_curl_easy_strerror(code))
            close()
            throw .transport(code: Int32(code.rawValue), message: message)
        }
    }

    /// The easy handle, for adding to and removing from the multi handle.
    var easyHandle: UnsafeMutableRawPointer { handle }

    /// Recovers the transfer from the pointer libcurl hands to callbacks.
    static func from(_ pointer: UnsafeMutableRawPointer) -> CurlTransfer {
        Unmanaged<CurlTransfer>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Appends a received chunk; returns the bytes consumed (0 aborts with `CURLE_WRITE_ERROR`).
    func append(_ data: UnsafeRawBufferPointer) -> Int {
        guard body.count + data.count <= limits.maxBytes else {
            exceededLimit = true
            return 0
        }
        body.append(contentsOf: data)
        return data.count
    }

    /// Frees the easy handle and releases libcurl's retain; safe to call more than once.
    /// The handle must already be out of the multi handle.
    func close() {
        guard let retained else { return }
        self.retained = nil
        reel_curl_easy_cleanup(handle)
        errorBuffer.deallocate()
        retained.release()
    }

    /// Maps the finished transfer's `CURLcode` and info to the caller's result.
    func result(for code: CURLcode) -> Result<FetchedData, ImageLoadError> {
        switch code {
        case CURLE_OK:
            let status = Int(longInfo(CURLINFO_RESPONSE_CODE))
            if status >= 400 { return .failure(.httpStatus(status)) }
            return .success(
                FetchedData(
                    bytes: body, httpStatus: status,
                    contentType: stringInfo(CURLINFO_CONTENT_TYPE),
                    effectiveURL: stringInfo(CURLINFO_EFFECTIVE_URL) ?? request.url
                ))
        case CURLE_OPERATION_TIMEDOUT:
            let connected = offInfo(CURLINFO_CONNECT_TIME_T) > 0
            return .failure(.timedOut(ms: connected ? limits.totalTimeoutMs : limits.connectTimeoutMs))
        case CURLE_COULDNT_CONNECT:
            return .failure(.connectionFailed(endpoint()))
        case CURLE_TOO_MANY_REDIRECTS:
            return .failure(.tooManyRedirects(limits.maxRedirects))
        case CURLE_FILESIZE_EXCEEDED:
            return .failure(.tooLarge(limit: limits.maxBytes))
        case CURLE_WRITE_ERROR where exceededLimit:
            return .failure(.tooLarge(limit: limits.maxBytes))
        case CURLE_UNSUPPORTED_PROTOCOL:
            if longInfo(CURLINFO_REDIRECT_COUNT) > 0 || longInfo(CURLINFO_RESPONSE_CODE) / 100 == 3,
                let target = stringInfo(CURLINFO_REDIRECT_URL) ?? stringInfo(CURLINFO_EFFECTIVE_URL)
            {
                let scheme = URLPolicy.scheme(of: target) ?? "?"
                return .failure(.transport(code: Int32(code.rawValue), message: "redirect to \(scheme): refused"))
            }
            // The scheme passed `URLPolicy`, so libcurl refused what came back: a reply that is not HTTP (it reads
            // as HTTP/0.9, which reel does not allow). Saying "scheme not allowed" would point at the URL.
            let detail = String(cString: errorBuffer)
            return .failure(
                .transport(
                    code: Int32(code.rawValue),
                    message: "the server's reply is not HTTP" + (detail.isEmpty ? "" : " (\(detail))")))
        default:
            let detail = String(cString: errorBuffer)
            let message = detail.isEmpty ? String(cString: reel_curl_easy_strerror(code)) : detail
            return .failure(.transport(code: Int32(code.rawValue), message: message))
        }
    }

    // MARK: Private

    private func configure(url: ValidatedURL, context: UnsafeMutableRawPointer) -> CURLcode {
        let maxBytes = curl_off_t(limits.maxBytes)
        let steps: [() -> CURLcode] = [
            { reel_curl_easy_setopt_string(self.handle, CURLOPT_URL, url.url) },
            { reel_curl_easy_setopt_long(self.handle, CURLOPT_NOSIGNAL, 1) },
            { reel_curl_easy_setopt_long(self.handle, CURLOPT_FOLLOWLOCATION, 1) },
            { reel_curl_easy_setopt_long(self.handle, CURLOPT_MAXREDIRS, Int(self.limits.maxRedirects)) },
            { reel_curl_easy_setopt_long(self.handle, CURLOPT_CONNECTTIMEOUT_MS, Int(self.limits.connectTimeoutMs)) },
            { reel_curl_easy_setopt_long(self.handle, CURLOPT_TIMEOUT_MS, Int(self.limits.totalTimeoutMs)) },
            { reel_curl_easy_setopt_string(self.handle, CURLOPT_PROTOCOLS_STR, url.protocols) },
            { reel_curl_easy_setopt_string(self.handle, CURLOPT_REDIR_PROTOCOLS_STR, URLPolicy.webProtocols) },
            { reel_curl_easy_setopt_off_t(self.handle, CURLOPT_MAXFILESIZE_LARGE, maxBytes) },
            { reel_curl_easy_setopt_pointer(self.handle, CURLOPT_ERRORBUFFER, self.errorBuffer) },
            { reel_curl_easy_setopt_write_callback(self.handle, CURLOPT_WRITEFUNCTION, curlWriteCallback) },
            { reel_curl_easy_setopt_pointer(self.handle, CURLOPT_WRITEDATA, context) },
            { reel_curl_easy_setopt_pointer(self.handle, CURLOPT_PRIVATE, context) },
        ]
        for step in steps {
            let code = step()
            if code != CURLE_OK { return code }
        }
        return CURLE_OK
    }

    private func endpoint() -> String {
        if let ip = stringInfo(CURLINFO_PRIMARY_IP), !ip.isEmpty {
            let port = longInfo(CURLINFO_PRIMARY_PORT)
            if port > 0 { return "\(ip):\(port)" }
        }
        guard let components = URLComponents(string: request.url), let host = components.host else {
            return request.url
        }
        let port = components.port ?? (components.scheme?.lowercased() == "https" ? 443 : 80)
        return "\(host):\(port)"
    }

    private func longInfo(_ info: CURLINFO) -> Int {
        var value = 0
        return reel_curl_easy_getinfo_long(handle, info, &value) == CURLE_OK ? value : 0
    }

    private func offInfo(_ info: CURLINFO) -> Int64 {
        var value: curl_off_t = 0
        return reel_curl_easy_getinfo_off_t(handle, info, &value) == CURLE_OK ? Int64(value) : 0
    }

    private func stringInfo(_ info: CURLINFO) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard reel_curl_easy_getinfo_string(handle, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }
}

/// `CURLOPT_WRITEFUNCTION`: hands each chunk to the transfer named by `CURLOPT_WRITEDATA`.
private func curlWriteCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let context else { return 0 }
    let length = size * count
    guard length > 0, let data else { return length }
    return CurlTransfer.from(context).append(UnsafeRawBufferPointer(start: data, count: length))
}
