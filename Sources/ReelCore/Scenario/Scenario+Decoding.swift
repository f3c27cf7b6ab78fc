import Foundation

extension Scenario {
    /// Parses and validates scenario JSON; every problem is an `InputError` with a JSON path.
    package static func decode(_ data: Data, file: String) throws(InputError) -> Scenario {
        var root = try JSONReader(try JSONValue.parse(data, file: file), file: file)
        let name = try root.requiredString("name")
        if let problem = PathName.scenarioNameProblem(name), name.utf8.count <= Scenario.maxNameBytes {
            throw root.error(
                "name",
                "expected \(PathName.scenarioNameForm) (it names the output folder), got \(JSONLine.quote(name)): "
                    + problem)
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
            "scroll_indicator", "layout", "gallery", "max_frames", "image_urls", "drawing", "appearance", "device",
            "safe_area",
        ])
        return scenario
    }
}

extension ItemsSource {
    /// Parses an `items` value: an array of items, or an object naming a count, manifest, directory or URL list.
    package init(_ value: JSONValue, file: String, path: String) throws(InputError) {
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
                items.append(
                    Item(id: ItemID(id), url: url, title: title, subtitle: subtitle, version: version, size: size))
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
            items.append(Item(id: ItemID(String(index)), url: url, title: name))
        }
        guard !items.isEmpty else { throw InputError(file: file, path: path, message: "expected at least one URL") }
        return .list(items)
    }
}
