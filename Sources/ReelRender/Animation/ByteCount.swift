import Foundation

/// File sizes as people write them: `3MB`, `800KB`, `1.5 MiB`, `2000000` (bytes).
package enum ByteCount {
    /// The number of bytes `text` names (KB/MB/GB are 1000-based, KiB/MiB/GiB 1024-based; B or nothing is bytes),
    /// or nil when it is not a positive size.
    package static func parse(_ text: String) -> Int? {
        let value = text.trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [
            ("kib", 1024), ("mib", 1_048_576), ("gib", 1_073_741_824), ("kb", 1000), ("mb", 1_000_000), ("gb", 1e9),
            ("k", 1000), ("m", 1_000_000), ("g", 1e9), ("b", 1),
        ]
        let lower = value.lowercased()
        var number = lower
        var factor = 1.0
        for (suffix, size) in units where lower.hasSuffix(suffix) {
            number = String(lower.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            factor = size
            break
        }
        guard let amount = Double(number), amount.isFinite, amount > 0, amount * factor >= 1,
            amount * factor < 1e15
        else { return nil }
        return Int((amount * factor).rounded())
    }

    /// "2.41 MB", "812 KB" or "950 B" (1000-based, as `parse` reads them).
    package static func describe(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return String(format: "%.2f MB", Double(bytes) / 1e6) }
        if bytes >= 1000 { return String(format: "%.0f KB", Double(bytes) / 1e3) }
        return "\(bytes) B"
    }
}
