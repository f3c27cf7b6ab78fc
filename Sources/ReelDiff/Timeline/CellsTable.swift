import Foundation
import ReelFormats

/// What `cells.csv` says each item went through: when it was visible and in which state, cell-frame by cell-frame.
package struct CellsTable: Sendable, Equatable {
    /// One item's exposure.
    package struct Item: Sendable, Equatable {
        package var firstFrame: Int
        package var lastFrame: Int
        /// The first frame in which a cell showed it correctly.
        package var firstCorrect: Int?
        /// Cell-frames by state (`placeholder`, `stale`, `correct`, `failed`, `wrong_text`).
        package var counts: [String: Int] = [:]

        /// Cell-frames in `state`.
        package func count(_ state: String) -> Int { counts[state] ?? 0 }
    }

    /// The states reel writes, in report order.
    package static let states = ["correct", "placeholder", "stale", "failed", "wrong_text"]

    /// Items by id.
    package var items: [String: Item]
    /// Cell-frames by state over all items.
    package var totals: [String: Int]

    /// Parses `cells.csv` text (`frame,t_ms,cell,item,state,shows,x,y,w,h`); `file` labels errors.
    package static func parse(_ text: String, file: String) throws(DiffInputError) -> CellsTable {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(DiffInputError) -> CellsTable in try parse(bytes, file: file) }
        }
        return try result.get()
    }

    /// Parses the UTF-8 bytes of a `cells.csv`, a line at a time, reading only the fields it counts (frame, item,
    /// state); a line with a double quote goes through `splitCSV`. A check of a passing run parses a ~10k-line table,
    /// and splitting every line into strings was most of the time after the run.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(DiffInputError) -> CellsTable {
        var items: [String: Item] = [:]
        var totals: [String: Int] = [:]
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            defer { start = end + 1 }
            guard end > start else { continue }
            lineNumber += 1
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if lineNumber == 1 {
                guard line.starts(with: "frame,".utf8) else {
                    throw DiffInputError(file: file, message: "expected a cells.csv header starting with \"frame,\"")
                }
                continue
            }
            // A header's, footer's or decoration's row (`header#2` in the cell column): not a cell-frame.
            if Self.isViewRow(line) { continue }
            guard let (frame, id, state) = fields(of: line) else {
                throw DiffInputError(file: file, message: "line \(lineNumber): expected frame,t_ms,cell,item,state,…")
            }
            var item = items[id] ?? Item(firstFrame: frame, lastFrame: frame)
            item.firstFrame = min(item.firstFrame, frame)
            item.lastFrame = max(item.lastFrame, frame)
            if state == "correct" && (item.firstCorrect.map { frame < $0 } ?? true) { item.firstCorrect = frame }
            item.counts[state, default: 0] += 1
            items[id] = item
            totals[state, default: 0] += 1
        }
        return CellsTable(items: items, totals: totals)
    }

    /// Whether the line's third field (the cell) names a supplementary or decoration view (`header#2`).
    private static func isViewRow(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var commas = 0
        for byte in line {
            if byte == UInt8(ascii: ",") {
                commas += 1
                if commas == 3 { return false }
            } else if commas == 2, byte == UInt8(ascii: "#") {
                return true
            }
        }
        return false
    }

    /// The frame, item and state of one line; nil when it has fewer than five fields or the frame is not a number.
    private static func fields(of line: UnsafeBufferPointer<UInt8>) -> (frame: Int, item: String, state: String)? {
        guard !line.contains(UInt8(ascii: "\"")) else {
            let fields = splitCSV(Substring(String(decoding: line, as: UTF8.self)))
            guard fields.count >= 5, let frame = Int(fields[0]) else { return nil }
            return (frame, fields[3], fields[4])
        }
        var found: [Range<Int>] = []
        found.reserveCapacity(5)
        var fieldStart = 0
        for index in 0..<line.count where line[index] == UInt8(ascii: ",") {
            found.append(fieldStart..<index)
            fieldStart = index + 1
            if found.count == 5 { break }
        }
        if found.count < 5 { found.append(fieldStart..<line.count) }
        guard found.count >= 5 else { return nil }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
        }
        guard let frame = Int(text(found[0])) else { return nil }
        return (frame, text(found[3]), text(found[4]))
    }

    /// Reads `cells.csv` (or `cells.csv.gz`) from a folder; nil when the folder has neither.
    package static func read(folder: URL) throws(DiffInputError) -> CellsTable? {
        let url = RunFolder(folder).cells
        guard let data = try TimelineDiff.log(url) else { return nil }
        return try parse(String(decoding: data, as: UTF8.self), file: url.path)
    }

    /// Splits a CSV line, honouring double-quoted fields.
    package static func splitCSV(_ line: Substring) -> [String] {
        // Looked for in the UTF-8 bytes: `contains` with a string argument goes through Foundation's locale-aware
        // search, which was most of parsing a cells.csv.
        guard line.utf8.contains(UInt8(ascii: "\"")) else {
            return line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        var fields: [String] = []
        var field = ""
        var quoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            index = line.index(after: index)
            if quoted && character == "\"" {
                if index < line.endIndex && line[index] == "\"" {
                    field.append("\"")
                    index = line.index(after: index)
                } else {
                    quoted = false
                }
            } else if quoted {
                field.append(character)
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }

    /// Item ids in a stable order: numeric ids by value first, then the rest by text.
    static func sortedIDs<S: Sequence>(_ ids: S) -> [String] where S.Element == String {
        ids.sorted { a, b in
            switch (Int(a), Int(b)) {
            case (let x?, let y?): x < y
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a < b
            }
        }
    }
}
