import CDeflate

/// Owns a `libdeflate_compressor` for one compression level; freed in deinit.
///
/// Not Sendable: libdeflate compressors are not thread-safe, so each encode call makes its own.
final class DeflateCompressor {
    /// The owned compressor.
    private let handle: OpaquePointer

    /// Allocates a compressor (level clamped to libdeflate's 0…12); nil when allocation fails.
    init?(level: Int) {
        guard let handle = libdeflate_alloc_compressor(Int32(min(max(level, 0), 12))) else { return nil }
        self.handle = handle
    }

    deinit {
        libdeflate_free_compressor(handle)
    }

    /// The largest zlib stream `count` input bytes can produce.
    func zlibBound(_ count: Int) -> Int {
        libdeflate_zlib_compress_bound(handle, count)
    }

    /// Compresses into `output` with the zlib wrapper; returns the byte count, or 0 when it did not fit.
    func zlibCompress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Int {
        libdeflate_zlib_compress(handle, input.baseAddress, input.count, output.baseAddress, output.count)
    }
}

/// CRC-32 as PNG chunks use it, computed by libdeflate.
enum CRC32 {
    /// Continues `crc` over the bytes (start with 0).
    static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
    }

    /// The CRC-32 of the bytes.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { update(0, $0) }
    }
}
