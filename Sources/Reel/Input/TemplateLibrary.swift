import Foundation
import ReelCore
import ReelFiles
import ReelImages

/// Finds templates: built-in names (`photo-grid`, `card-list`) or a path to a JSON file next to the scenario.
enum TemplateLibrary {
    /// The built-in template names.
    static var builtInNames: [String] {
        guard let directory = directory,
            let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The folder of built-in templates shipped as a resource.
    static var directory: URL? {
        Bundle.module.url(forResource: "Templates", withExtension: nil)
    }

    /// Loads template `name`: a path when it ends in `.json` (relative to the scenario's folder), else a built-in.
    package static func load(_ name: String, relativeTo base: URL, scenarioFile: String) throws(InputError) -> Template
    {
        let url: URL
        if name.hasSuffix(".json") {
            url = URL(fileURLWithPath: name, relativeTo: base)
        } else {
            guard let directory, builtInNames.contains(name) else {
                let known = builtInNames.map { "\"\($0)\"" }.joined(separator: ", ")
                throw InputError(
                    file: scenarioFile, path: "$.template",
                    message: "unknown template \"\(name)\" (expected one of \(known), or a path ending in .json)"
                )
            }
            url = directory.appendingPathComponent("\(name).json")
        }
        let data: Data
        switch RegularFile.read(url.path) {
        case .success(let read): data = Data(read)
        case .failure(let refusal):
            throw InputError(
                file: scenarioFile, path: "$.template", message: "cannot read template \(url.path) (\(refusal))")
        }
        return try Template.decode(data, file: url.path)
    }
}
