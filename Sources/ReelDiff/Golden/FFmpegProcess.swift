import Foundation
import ReelFiles
import ReelGraphics
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of the `ffmpeg` program with piped standard input and output; what it says on standard error is kept
/// (read on its own thread, so a talkative ffmpeg never blocks) for the one-line error.
final class FFmpegProcess {
    let ffmpeg: URL
    let arguments: [String]
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let said = Said()
    private let drained = DispatchSemaphore(value: 0)
    /// Whether ffmpeg was started (finishing one that never ran waits for nothing).
    private var started = false

    init(ffmpeg: URL, arguments: [String]) {
        self.ffmpeg = ffmpeg
        self.arguments = arguments
    }

    /// Starts ffmpeg; `input`/`output` say whether its standard input and output are piped (else /dev/null).
    func start(input pipeInput: Bool, output pipeOutput: Bool) throws {
        process.executableURL = ffmpeg
        process.arguments = arguments
        process.standardInput = pipeInput ? input : FileHandle.nullDevice
        process.standardOutput = pipeOutput ? output : FileHandle.nullDevice
        process.standardError = errors
        // A failing ffmpeg closes its input: writing must fail with EPIPE, not kill reel with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        started = true
        // Frames are megabytes: a 1 MiB pipe (Linux's default limit for an unprivileged process) moves one in a few
        // writes instead of hundreds of 64 KiB ones, each waking the other side.
        #if os(Linux)
            let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ (<fcntl.h>, _GNU_SOURCE only, so not imported)
            for pipe in [pipeInput ? input.fileHandleForWriting : nil, pipeOutput ? output.fileHandleForReading : nil] {
                if let pipe { _ = fcntl(pipe.fileDescriptor, setPipeSize, Int32(1 << 20)) }
            }
        #endif
        TemporaryFiles.shared.register(child: process.processIdentifier)
        let handle = errors.fileHandleForReading
        Thread.detachNewThread { [said, drained] in
            let data = handle.readDataToEndOfFile()
            said.text.withLock { $0 = data }
            drained.signal()
        }
    }

    /// Writes to ffmpeg's standard input, straight from `bytes`; false when ffmpeg stopped reading.
    func write(_ bytes: [UInt8]) -> Bool {
        let descriptor = input.fileHandleForWriting.fileDescriptor
        return bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let wrote = systemWrite(descriptor, raw.baseAddress! + done, raw.count - done)
                if wrote < 0, errno == EINTR { continue }
                guard wrote > 0 else { return false }
                done += wrote
            }
            return true
        }
    }

    /// Reads exactly `count` bytes of ffmpeg's standard output; nil at its end (fewer bytes left).
    func read(exactly count: Int) -> [UInt8]? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var complete = false
        // Frames are megabytes: the buffer is filled by `read` straight away, never zeroed first.
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var filled = 0
            while filled < count, let base = buffer.baseAddress {
                let got = systemRead(descriptor, base + filled, count - filled)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                filled += got
            }
            // Bytes a short read left unwritten are zeroed, so the array never holds uninitialised memory.
            if filled < count, let base = buffer.baseAddress {
                (base + filled).initialize(repeating: 0, count: count - filled)
            }
            initialized = count
            complete = filled == count
        }
        return complete ? bytes : nil
    }

    /// Closes standard input, waits for ffmpeg to exit and returns its status.
    func finish() -> Int32 {
        guard started else { return -1 }
        try? input.fileHandleForWriting.close()
        try? output.fileHandleForReading.close()
        process.waitUntilExit()
        TemporaryFiles.shared.forget(child: process.processIdentifier)
        drained.wait()
        drained.signal()
        return process.terminationStatus
    }

    /// Stops ffmpeg early (a reader that needs no more frames).
    func stop() {
        if started, process.isRunning { process.terminate() }
        _ = finish()
    }

    /// The error for a failed run: ffmpeg's last line on standard error, or its exit status.
    func failure(_ file: String, doing what: String) -> DiffInputError {
        let text = String(decoding: said.text.withLock { $0 }, as: UTF8.self)
        let last = text.split(separator: "\n").last.map(String.init)
        let status = started && !process.isRunning ? "exit status \(process.terminationStatus)" : "it did not run"
        return DiffInputError(file: file, message: "ffmpeg cannot \(what): \(last ?? status)")
    }
}

/// What ffmpeg wrote on standard error, filled by the thread that reads it.
private final class Said: Sendable {
    let text = Mutex<Data>(Data())
}

/// The C library's `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}

/// The C library's `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}
