import ReelCore

/// Reads a CSV manifest: a header row naming `id`, `url`, `title` and optionally `subtitle`, `width`, `height`.
enum ManifestCSV {
    static let known = ["id", "url", "title", "subtitle", "width", "height"]

    static func items(_ text: String, file: String) throws(InputError) -> [Item] {
        let rows = try parse(text, file: file)
        guard let header = rows.first else {
            throw InputError(file: file, path: "line 1", message: "expected a header row")
        }
        let columns = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for (index, name) in columns.enumerated() where !known.contains(name) {
            throw InputError(
                file: file, path: "line 1, column \(index + 1)",
                message: "unknown column \"\(name)\" (expected \(known.joined(separator: ", ")))")
        }
        guard let idColumn = columns.firstIndex(of: "id"), let urlColumn = columns.firstIndex(of: "url") else {
            throw InputError(file: file, path: "line 1", message: "expected columns id and url")
        }
        let titleColumn = columns.firstIndex(of: "title")
        let subtitleColumn = columns.firstIndex(of: "subtitle")
        var seen: Set<String> = []
        var items: [Item] = []
        for (offset, row) in rows.dropFirst().enumerated() where !(row.count == 1 && row[0].isEmpty) {
            let line = "line \(offset + 2)"
            guard row.count == columns.count else {
                throw InputError(file: file, path: line, message: "expected \(columns.count) fields, got \(row.count)")
            }
            let id = row[idColumn]
            guard !id.isEmpty, !row[urlColumn].isEmpty else {
                throw InputError(file: file, path: line, message: "expected a non-empty id and url")
            }
            guard seen.insert(id).inserted else {
                throw InputError(file: file, path: line, message: "duplicate item id \"\(id)\"")
            }
            let subtitle = subtitleColumn.map { row[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            var size: PixelSize?
            if let widthColumn = columns.firstIndex(of: "width"), let heightColumn = columns.firstIndex(of: "height"),
                !row[widthColumn].isEmpty || !row[heightColumn].isEmpty
            {
                guard let width = Int(row[widthColumn]), let height = Int(row[heightColumn]), width > 0, height > 0
                else {
                    throw InputError(file: file, path: line, message: "expected whole numbers > 0 for width and height")
                }
                size = PixelSize(width: width, height: height)
            }
            items.append(
                Item(
                    id: ItemID(id), url: row[urlColumn], title: titleColumn.map { row[$0] } ?? id, subtitle: subtitle,
                    size: size))
        }
        guard !items.isEmpty else {
            throw InputError(file: file, path: "line 2", message: "expected at least one item")
        }
        return items
    }

    /// RFC 4180 fields: commas, double quotes ("" inside quotes), CRLF or LF line ends.
    static func parse(_ text: String, file: String) throws(InputError) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var characters = Array(text).makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    if character == "\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty: quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\r\n", "\n":
                row.append(field)
                rows.append(row)
                row = []
                field = ""
                line += 1
            case "\r": break
            default: field.append(character)
            }
        }
        if quoted { throw InputError(file: file, path: "line \(line)", message: "unterminated quoted field") }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        return rows
    }
}
