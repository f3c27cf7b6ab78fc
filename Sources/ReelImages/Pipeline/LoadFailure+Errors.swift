import ReelCore
import ReelGraphics

extension ImageLoadError {
    /// The failure as the simulation records it (same text as `description`).
    var loadFailure: LoadFailure {
        switch self {
        case .invalidURL(let url): .invalidURL(url)
        case .schemeNotAllowed(let scheme): .refusedScheme(scheme)
        case .outsideFileRoot(let path): .outsideFileRoot(path: path)
        case .httpStatus(let status): .httpStatus(status)
        case .tooLarge(let limit): .tooLarge(limit: limit)
        case .timedOut(let ms): .timedOut(ms: ms)
        case .connectionFailed(let endpoint): .connectionRefused(endpoint: endpoint)
        case .tooManyRedirects(let limit): .tooManyRedirects(limit: limit)
        case .transport(let code, let message): .curl(code: code, message: message)
        }
    }
}

extension ImageDecodeError {
    /// The failure as the simulation records it (`decode: ` and the description).
    var loadFailure: LoadFailure {
        switch self {
        case .unsupportedFormat(let kind): .decode(.unsupportedFormat, detail: kind)
        case .tooManyPixels(let width, let height, let limit): .pixelLimit(width: width, height: height, limit: limit)
        case .corrupt(let message): .decode(.corrupt, detail: message)
        // Recorded as a decode failure (`decode_corrupt`): the image cannot be shown, so it is never `correct`.
        case .undrawable(let reason): .decode(.corrupt, detail: "cannot draw it: \(reason)")
        }
    }
}
