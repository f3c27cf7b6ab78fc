import Foundation
import ReelFormats

/// A problem with a file or folder: which path and what went wrong.
public struct OutputError: OneLineError {
    public var path: String
    public var message: String

    /// Creates an error about `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The line names the path first: `path: message`.
    public var subject: String { path }

    /// The cause of a file error in a few words: the POSIX reason (`No space left on device`) when there is one,
    /// never a whole `NSError` dump.
    public static func cause(_ error: any Error) -> String {
        if let error = error as? OutputError { return error.message }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return TemporaryFiles.reason(Int32(nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return TemporaryFiles.reason(Int32(underlying.code))
        }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "no such file or folder"
        case NSFileWriteOutOfSpaceError: return "no space left on the device"
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteFileExistsError: return "a file is in the way"
        default: return nsError.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }
}
