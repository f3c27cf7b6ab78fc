import Foundation

/// The reads reel's callers make of `RegularFile.read`: a limit for each kind of file, a file that may be missing,
/// UTF-8 text, and a read whose failure is an `OutputError` naming the file in one line.
extension RegularFile {
    /// The most bytes reel reads of each kind of file: far above what reel writes or an input needs, low enough that
    /// a stray huge file is refused with one line before it is held in memory.
    public enum Limit {
        /// A PNG frame, a diff image or an image a test server serves: 1 GiB.
        public static let image = 1 << 30
        /// A run's log (`timeline.jsonl`, `cells.csv`, `schedules.jsonl`), plain or gzip-compressed: 2 GiB, the
        /// most `CompressedLog` inflates.
        public static let log = 1 << 31
        /// A JSON or XML document (`summary.json`, `manifest.json`, a `.xib`, a scenario's files): 256 MiB.
        public static let document = 1 << 28
        /// A Swift source file `reel port` edits: 64 MiB.
        public static let source = 1 << 26
        /// A video of a run's frames (a golden's, made by ffmpeg): 4 GiB.
        public static let video = 1 << 32
        /// A run kept as a recording (a failing check's `frames.recording`): 16 GiB, as it holds its images' pixels.
        public static let recording = 1 << 34
        /// A status file of the kernel's (`/proc/self/status`, whose `stat` size is 0): 1 MiB.
        public static let status = 1 << 20
    }

    /// The bytes of the regular file at `path`, nil when nothing is there (`ENOENT`); any other refusal is a failure.
    public static func readIfPresent(_ path: String, limit: Int = .max, followingLinks: Bool = true)
        -> Result<[UInt8]?, Refusal>
    {
        switch read(path, limit: limit, followingLinks: followingLinks) {
        case .success(let bytes): .success(bytes)
        case .failure(let refusal) where refusal.isMissing: .success(nil)
        case .failure(let refusal): .failure(refusal)
        }
    }

    /// The regular file at `path` as UTF-8 text; bytes that are not UTF-8 are refused (`notUTF8`), not repaired.
    public static func readText(_ path: String, limit: Int = .max) -> Result<String, Refusal> {
        read(path, limit: limit).flatMap { bytes in
            guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(Refusal(.notUTF8)) }
            return .success(text)
        }
    }

    /// The bytes of the regular file at `path`, or an `OutputError` naming it: `PATH: cannot read: REASON`.
    public static func contents(_ path: String, limit: Int) throws(OutputError) -> [UInt8] {
        try read(path, limit: limit).mapError { OutputError(path: path, refusal: $0) }.get()
    }

    /// The bytes of the regular file at `path`, nil when nothing is there, or an `OutputError` naming it:
    /// `PATH: cannot read: REASON`.
    public static func contentsIfPresent(_ path: String, limit: Int) throws(OutputError) -> [UInt8]? {
        try readIfPresent(path, limit: limit).mapError { OutputError(path: path, refusal: $0) }.get()
    }
}

extension OutputError {
    /// The error for a file `RegularFile` refused: `PATH: cannot read: REASON`.
    public init(path: String, refusal: RegularFile.Refusal) {
        self.init(path: path, message: "cannot read: \(refusal.reason)")
    }
}
