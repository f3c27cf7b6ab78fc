import Foundation
import ReelCore
import ReelFiles
import ReelImages

/// Reads file-based item sources (a manifest, a folder of images) into plain item lists.
enum ItemSourceReader {
    /// Replaces `.manifest` and `.directory` sources with the items they name; a directory also becomes the
    /// pipeline's file root, so its file:// URLs load and nothing outside it does.
    static func resolve(_ scenario: inout Scenario, base: URL, scenarioFile: String) throws(InputError) {
        switch scenario.items {
        case .manifest(let path):
            let url = URL(fileURLWithPath: path, relativeTo: base)
            scenario.items = .list(try readManifest(url, scenarioFile: scenarioFile))
        case .directory(let path):
            let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            let (root, items) = try readDirectory(url, scenarioFile: scenarioFile)
            scenario.items = .list(items)
            scenario.pipeline.fileRoot = root
        case .synthetic, .list:
            break
        }
    }

    /// A manifest: JSON (an array of items, or {"items": [...]}) or CSV with a header naming id, url, title…
    static func readManifest(_ url: URL, scenarioFile: String) throws(InputError) -> [Item] {
        let data: Data
        switch RegularFile.read(url.path) {
        case .success(let read): data = Data(read)
        case .failure(let refusal):
            throw InputError(
                file: scenarioFile, path: "$.items.manifest", message: "cannot read \(url.path) (\(refusal))")
        }
        if url.pathExtension.lowercased() == "csv" {
            return try ManifestCSV.items(String(decoding: data, as: UTF8.self), file: url.path)
        }
        var value = try JSONValue.parse(data, file: url.path)
        var path = "$"
        if case .object(let fields) = value, let items = fields["items"], fields.count == 1 {
            value = items
            path = "$.items"
        }
        guard case .array = value else {
            throw InputError(
                file: url.path, path: path,
                message: "expected an array of items or {\"items\": [...]}, got \(value.typeName)")
        }
        guard case .list(let items) = try ItemsSource(value, file: url.path, path: path) else { return [] }
        return items
    }

    /// A folder: every .png/.jpg/.jpeg file, sorted by name, as file:// items with the file name as id and title.
    static func readDirectory(_ url: URL, scenarioFile: String) throws(InputError) -> (root: String, items: [Item]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw InputError(
                file: scenarioFile, path: "$.items.directory",
                message: "cannot list \(url.path) (\(LoadedScenario.reason(error)))")
        }
        let root = url.resolvingSymlinksInPath().path
        let images = names.filter { ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        guard !images.isEmpty else {
            throw InputError(
                file: scenarioFile, path: "$.items.directory", message: "no .png, .jpg or .jpeg files in \(url.path)")
        }
        let items = images.map { name in
            let file = URL(fileURLWithPath: root).appendingPathComponent(name)
            return Item(id: ItemID((name as NSString).deletingPathExtension), url: file.absoluteString, title: name)
        }
        return (root, items)
    }
}
