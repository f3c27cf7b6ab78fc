import CDeflate
import Foundation
import ReelFiles

/// A run's log (`cells.csv`, `timeline.jsonl`) as a golden keeps it: gzip-compressed beside its plain name
/// (`cells.csv.gz`), written with libdeflate at its highest level. Every reader of a run or golden folder reads a log
/// through `contents(of:)`, which takes the plain file when there is one and the compressed one otherwise, so golden
/// folders written before logs were compressed keep working.
package enum CompressedLog {
    /// The suffix of a compressed log's file name.
    package static let suffix = ".gz"
    /// libdeflate's level for goldens' logs: its highest, as logs are written rarely and read on every check.
    package static let level = 12
    /// The largest log `contents(of:)` inflates (a gzip trailer states the size; a larger claim is refused).
    static let maximumSize = RegularFile.Limit.log

    /// The compressed file beside the log at `url`.
    package static func compressed(_ url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + suffix)
    }

    /// The log at `url`: the plain file's bytes, else those of `url.gz` inflated; nil when neither exists. A
    /// compressed log that does not inflate is an error naming it.
    package static func contents(of url: URL) throws(OutputError) -> Data? {
        if let plain = try RegularFile.contentsIfPresent(url.path, limit: RegularFile.Limit.log) { return Data(plain) }
        let packed = compressed(url)
        guard let bytes = try RegularFile.contentsIfPresent(packed.path, limit: RegularFile.Limit.log) else {
            return nil
        }
        return try inflate(Data(bytes), label: packed.path)
    }

    /// Whether the log at `url` exists, plain or compressed.
    package static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path) || FileManager.default.fileExists(atPath: compressed(url).path)
    }

    /// `data` in gzip form (no file name, no time stamp: the same bytes for the same log with the same libdeflate),
    /// at libdeflate's `level` (0...12).
    package static func deflate(_ data: some ContiguousBytes, level: Int = level) -> Data {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { fatalError("out of memory") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = data.withUnsafeBytes { libdeflate_gzip_compress_bound(compressor, $0.count) }
        var output = [UInt8](repeating: 0, count: bound)
        let count = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { target in
                libdeflate_gzip_compress(compressor, input.baseAddress, input.count, target.baseAddress, target.count)
            }
        }
        precondition(count > 0, "libdeflate's gzip bound was too small")
        return Data(output[0..<count])
    }

    /// Inflates one gzip member; `label` names the file in errors.
    package static func inflate(_ bytes: Data, label: String) throws(OutputError) -> Data {
        // The trailer's last four bytes hold the inflated size (mod 2^32, little-endian).
        guard bytes.count >= 18, bytes[bytes.startIndex] == 0x1F, bytes[bytes.startIndex + 1] == 0x8B else {
            throw OutputError(path: label, message: "not a gzip file")
        }
        let size = bytes.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        // Deflate inflates at most 1032 bytes from one: a larger claim is a cut file, whose last four bytes are
        // whatever data the cut left there.
        guard size <= bytes.count * 1032 else {
            throw OutputError(
                path: label,
                message: "truncated or corrupt gzip data (its last bytes claim \(size) bytes inflated, more than "
                    + "\(bytes.count) compressed bytes can hold)")
        }
        guard size <= maximumSize else { throw OutputError(path: label, message: "claims more than 2 GB inflated") }
        guard let decompressor = libdeflate_alloc_decompressor() else { fatalError("out of memory") }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: size)
        var written = 0
        let result = bytes.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { target in
                libdeflate_gzip_decompress(
                    decompressor, input.baseAddress, input.count, target.baseAddress, target.count, &written)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, written == size else {
            throw OutputError(path: label, message: "corrupt gzip data (it does not inflate)")
        }
        return Data(output)
    }
}
