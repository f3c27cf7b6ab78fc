import CLazyLibraries
import Foundation
import Testing

/// On Linux reel opens cairo, FreeType, libpng, libjpeg-turbo, libwebp and libimagequant on first use
/// (Sources/CLazyLibraries): the program must not link them, and every function it forwards must be found.
struct LazyLibrariesTests {
    #if os(Linux)
        /// The sonames the loader opens, none of which a reel program may list as needed.
        static let openedOnFirstUse = [
            "libcairo.so.2", "libfreetype.so.6", "libpng16.so.16", "libturbojpeg.so.0", "libwebp.so.7",
            "libwebpmux.so.3", "libimagequant.so.0", "libgomp.so.1",
        ]

        @Test func everyListedFunctionIsDefinedAndFoundInItsLibrary() throws {
            let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Sources/CLazyLibraries/functions.txt")
            let names = try String(contentsOf: list, encoding: .utf8).split(separator: "\n")
                .map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0] }
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            // functions.c is generated from the list: a name added without running the script shows here.
            #expect(reel_lazy_function_count() == names.count)
            #expect(names.count > 100)
            let missing = reel_lazy_verify_all().map { String(cString: $0) }
            #expect(missing == nil)
        }

        @Test func aLibraryThatCannotBeOpenedIsNamedWithItsPackage() throws {
            let line = try #require(reel_lazy_open_failure("libreel-absent.so.9", "reel-absent9"))
            let text = String(cString: line)
            let expected = "reel: cannot open libreel-absent.so.9, which reel needs (Debian package reel-absent9): "
            #expect(text.hasPrefix(expected))
            #expect(!text.contains("\n"))
            #expect(reel_lazy_open_failure("libcairo.so.2", "libcairo2") == nil)
        }

        @Test func theTestProgramLinksNoneOfThem() throws {
            let needed = try ELFNeededLibraries.read(path: "/proc/self/exe")
            #expect(needed.contains("libc.so.6"))
            #expect(needed.contains("libdeflate.so.0"))
            for library in Self.openedOnFirstUse {
                #expect(!needed.contains(library), "\(library) is linked")
            }
        }
    #else
        @Test func nothingIsForwardedWhereTheLibrariesAreLinked() {
            #expect(reel_lazy_function_count() == 0)
        }
    #endif
}

#if os(Linux)
    /// The DT_NEEDED entries of a 64-bit little-endian ELF file, read from its section headers.
    enum ELFNeededLibraries {
        struct Malformed: Error {}

        static func read(path: String) throws -> [String] {
            let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? file.close() }
            func bytes(_ offset: UInt64, _ count: Int) throws -> [UInt8] {
                try file.seek(toOffset: offset)
                let data = try file.read(upToCount: count) ?? Data()
                guard data.count == count else { throw Malformed() }
                return [UInt8](data)
            }
            func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
                (0..<size).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
            }
            let header = try bytes(0, 64)
            guard header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1 else { throw Malformed() }
            let sectionsAt = integer(header, 0x28, 8)
            let entrySize = Int(integer(header, 0x3A, 2))
            let count = Int(integer(header, 0x3C, 2))
            let sections = try (0..<count).map { try bytes(sectionsAt + UInt64($0 * entrySize), 64) }
            guard let dynamic = sections.first(where: { integer($0, 4, 4) == 6 }) else { return [] }
            let strings = sections[Int(integer(dynamic, 0x28, 4))]
            let entries = try bytes(integer(dynamic, 0x18, 8), Int(integer(dynamic, 0x20, 8)))
            let table = try bytes(integer(strings, 0x18, 8), Int(integer(strings, 0x20, 8)))
            return try stride(from: 0, to: entries.count - 15, by: 16).compactMap { at -> String? in
                guard integer(entries, at, 8) == 1 else { return nil }  // DT_NEEDED
                let start = Int(integer(entries, at + 8, 8))
                guard start < table.count else { throw Malformed() }
                return String(decoding: table[start...].prefix { $0 != 0 }, as: UTF8.self)
            }
        }
    }
#endif
