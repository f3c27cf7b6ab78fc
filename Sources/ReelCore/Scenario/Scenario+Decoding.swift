import Foundation

extension Scenario {
    /// Parses and validates scenario JSON; every problem is an `InputError` with a JSON path.
    public static func decode(_ data: Data, file: String) throws(InputError) -> Scenario {
        var root = try JSONReader(try JSONValue.parse(data, file: file), file: file)
        let name = try root.requiredString("name")
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }),
            !name.hasPrefix(".")
        else {
            throw root.error(
                "name", "expected letters, digits, '-', '_' or '.' (it names the output folder), got \"\(name)\"")
        }
        guard name.utf8.count <= Scenario.maxNameBytes else {
            throw root.error(
                "name",
                "expected at most \(Scenario.maxNameBytes) bytes (it names the output folder), got \(name.utf8.count)")
        }
        var scenario = Scenario(name: name, script: [])
        scenario.template = try root.string("template") ?? scenario.template
        scenario.gallery = try root.string("gallery")
        if let items = root.value("items") {
            scenario.items = try ItemsSource(items, file: file, path: root.path(of: "items"))
        }
        try ScenarioSettings.read(from: &root, into: &scenario)
        guard let script = try root.array("script") else {
            throw root.error("script", "required array of actions is missing")
        }
        scenario.script = try script.enumerated().map { (index, value) throws(InputError) in
            try ScriptAction(value, file: file, path: "\(root.path(of: "script"))[\(index)]")
        }
        try root.finish(known: [
            "name", "canvas", "template", "items", "network", "pipeline", "prefetch", "binding", "main_thread",
            "cell_prefetching", "script",
            "content_size", "data_source",
            "scroll_indicator", "layout", "gallery", "max_frames",
        ])
        return scenario
    }
}

extension ItemsSource {
    /// Parses an `items` value: an array of items, or an object naming a count, manifest, directory or URL list.
    public init(_ value: JSONValue, file: String, path: String) throws(InputError) {
        switch value {
        case .array(let entries):
            var ids: Set<String> = []
            var items: [Item] = []
            for (index, entry) in entries.enumerated() {
                var reader = try JSONReader(entry, file: file, path: "\(path)[\(index)]")
                let id = try reader.requiredString("id")
                guard ids.insert(id).inserted else { throw reader.error("id", "duplicate item id \"\(id)\"") }
                let url = try reader.requiredString("url")
                let title = try reader.string("title") ?? id
                let subtitle = try reader.string("subtitle")
                let version = try reader.integer("version", in: 1...1_000_000, default: 1)
                let width = try reader.integer("width", in: 1...1_000_000)
                let height = try reader.integer("height", in: 1...1_000_000)
                guard (width == nil) == (height == nil) else {
                    throw reader.error(width == nil ? "width" : "height", "expected width and height together")
                }
                let size = width.flatMap { w in height.map { PixelSize(width: w, height: $0) } }
                try reader.finish()
                items.append(Item(id: id, url: url, title: title, subtitle: subtitle, version: version, size: size))
            }
            guard !items.isEmpty else {
                throw InputError(file: file, path: path, message: "expected at least one item")
            }
            self = .list(items)
        case .object(let fields):
            var reader = try JSONReader(value, file: file, path: path)
            let expected = "expected exactly one of \"count\", \"manifest\", \"directory\" or \"urls\""
            guard fields.count == 1 || (fields.count == 2 && fields["image_size"] != nil) else {
                throw reader.error(nil, expected)
            }
            if let count = try reader.integer("count", in: 1...1_000_000) {
                self = .synthetic(count: count, imageSize: try reader.integer("image_size", in: 16...8_192))
            } else if let manifest = try reader.string("manifest") {
                self = .manifest(manifest)
            } else if let directory = try reader.string("directory") {
                self = .directory(directory)
            } else if let urls = try reader.array("urls") {
                self = try Self.urlList(urls, file: file, path: reader.path(of: "urls"))
            } else {
                throw reader.error(nil, expected)
            }
            try reader.finish()
        default:
            throw InputError(
                file: file, path: path,
                message: "expected an object like {\"count\": N} or an array of items, got \(value.typeName)")
        }
    }
}

extension ItemsSource {
    /// Items for a list of image URLs: ids "0", "1", … and the file name as the title.
    static func urlList(_ values: [JSONValue], file: String, path: String) throws(InputError) -> ItemsSource {
        var items: [Item] = []
        for (index, value) in values.enumerated() {
            guard case .string(let url) = value, !url.isEmpty else {
                throw InputError(
                    file: file, path: "\(path)[\(index)]", message: "expected a URL string, got \(value.typeName)")
            }
            let name = url.split(separator: "/").last.map(String.init) ?? url
            items.append(Item(id: String(index), url: url, title: name))
        }
        guard !items.isEmpty else { throw InputError(file: file, path: path, message: "expected at least one URL") }
        return .list(items)
    }
}

extension ScriptAction {
    static let names = [
        "fling", "drag", "wait", "scroll_to", "insert", "delete", "move", "shuffle", "reconfigure", "reload", "apply",
        "content_size", "toggle", "call",
    ]

    init(_ value: JSONValue, file: String, path: String) throws(InputError) {
        let expected = "expected an object with one key, one of \(Self.names.joined(separator: ", "))"
        guard case .object(let fields) = value, fields.count == 1, let (name, body) = fields.first else {
            throw InputError(file: file, path: path, message: "\(expected), got \(value.typeName)")
        }
        guard Self.names.contains(name) else {
            throw InputError(file: file, path: path, message: "unknown action \"\(name)\" (\(expected))")
        }
        var reader = try JSONReader(body, file: file, path: "\(path).\(name)")
        switch name {
        case "fling":
            guard let velocity = try reader.number("velocity", in: -50_000...50_000) else {
                throw reader.error("velocity", "required number (pt/s) is missing")
            }
            let rate = try reader.choice("deceleration", of: Deceleration.allCases.map(\.rawValue), default: "normal")
            self = .fling(velocity: velocity, deceleration: Deceleration(rawValue: rate) ?? .normal)
        case "drag":
            guard let by = try reader.number("by", in: -1_000_000...1_000_000) else {
                throw reader.error("by", "required number (points) is missing")
            }
            self = .drag(by: by, durationMs: try reader.number("duration_ms", in: 1...600_000, default: 300))
        case "wait":
            guard let ms = try reader.number("ms", in: 0...600_000) else {
                throw reader.error("ms", "required number is missing")
            }
            self = .wait(ms: ms)
        case "scroll_to":
            self = .scrollTo(
                item: try Self.reference(&reader, "item"), animated: try reader.bool("animated", default: true))
        case "insert":
            var items: [Item] = []
            if let list = reader.value("items") {
                guard case .list(let parsed) = try ItemsSource(list, file: file, path: reader.path(of: "items")),
                    case .array = list
                else {
                    throw reader.error("items", "expected an array of items")
                }
                items = parsed
            }
            let count = try reader.integer("count", in: 1...100_000) ?? items.count
            guard count > 0 else { throw reader.error("count", "expected a count ≥ 1 or an items array") }
            guard items.isEmpty || items.count == count else {
                throw reader.error("count", "expected count to match the \(items.count) items given")
            }
            self = .insert(count: count, at: try Self.position(&reader, default: .top), items: items)
        case "delete":
            self = .delete(try Self.selection(&reader, allowRange: true))
        case "move":
            let item = try Self.reference(&reader, "item")
            guard let to = try reader.integer("to", in: 0...10_000_000) else {
                throw reader.error("to", "required index is missing")
            }
            self = .move(item: item, to: to)
        case "shuffle":
            self = .shuffle(seed: UInt64(try reader.integer("seed", in: 0...Int(Int32.max), default: 1)))
        case "reconfigure":
            self = .reconfigure(
                try Self.selection(&reader, allowRange: false),
                newVersion: try reader.bool("new_version", default: false))
        case "reload":
            self = .reload(try Self.selection(&reader, allowRange: false))
        case "toggle":
            let item = try Self.reference(&reader, "item")
            let flag = try reader.choice("flag", of: RowFlags.named.map(\.name), default: "selected")
            self = .toggle(item: item, flag: RowFlags.named.first { $0.name == flag }?.flag ?? .selected)
        case "content_size":
            self = .contentSize(try ContentSizeCategory.read(&reader, "category", default: nil))
        case "call":
            guard let name = try reader.string("name"), !name.isEmpty else {
                throw reader.error("name", "required action name (a non-empty string) is missing")
            }
            self = .call(name: name)
        default:
            self = .apply(
                animated: try reader.bool("animated", default: true),
                durationMs: try reader.number("duration_ms", in: 0...10_000, default: 300))
        }
        try reader.finish()
    }

    static func reference(_ reader: inout JSONReader, _ key: String) throws(InputError) -> ItemReference {
        guard let item = reader.value(key) else {
            throw reader.error(key, "required item id (string) or index (number) is missing")
        }
        return try reference(item, reader: reader, key: key)
    }

    static func reference(_ value: JSONValue, reader: JSONReader, key: String) throws(InputError) -> ItemReference {
        switch value {
        case .string(let id): return .id(id)
        case .number(let index) where index >= 0 && index.rounded() == index && index < 10_000_000:
            return .index(Int(index))
        default: throw reader.error(key, "expected an item id (string) or a whole index ≥ 0, got \(value.typeName)")
        }
    }

    static func position(_ reader: inout JSONReader, default fallback: ListPosition) throws(InputError) -> ListPosition
    {
        guard let value = reader.value("at") else { return fallback }
        switch value {
        case .string("top"): return .top
        case .string("bottom"): return .bottom
        case .number(let index) where index >= 0 && index.rounded() == index && index < 10_000_000:
            return .index(Int(index))
        default: throw reader.error("at", "expected \"top\", \"bottom\" or a whole index ≥ 0")
        }
    }

    /// `items`: an array of ids/indices or "visible"; or (for delete) `count` + `at`.
    static func selection(_ reader: inout JSONReader, allowRange: Bool) throws(InputError) -> ItemSelection {
        if let value = reader.value("items") {
            if case .string("visible") = value { return .visible }
            guard case .array(let list) = value, !list.isEmpty else {
                throw reader.error("items", "expected \"visible\" or a non-empty array of item ids or indices")
            }
            var references: [ItemReference] = []
            for (index, entry) in list.enumerated() {
                references.append(try reference(entry, reader: reader, key: "items[\(index)]"))
            }
            return .items(references)
        }
        guard allowRange, let count = try reader.integer("count", in: 1...100_000) else {
            throw reader.error("items", allowRange ? "expected items, or count and at" : "required items is missing")
        }
        return .range(count: count, at: try position(&reader, default: .top))
    }
}
