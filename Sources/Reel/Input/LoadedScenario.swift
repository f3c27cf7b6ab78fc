import Foundation
import ReelCore
import ReelFiles
import ReelHAR
import ReelImages
import ReelKit

/// A scenario file read, validated and paired with its template.
public struct LoadedScenario: Sendable {
    public var scenario: Scenario
    public var template: Template
    /// The scenario file's path as given (used in messages) and its bytes (hashed into the manifest).
    public var file: String
    public var bytes: Data
    /// The recorded network trace the scenario replays (`network.trace`), read and parsed.
    public var trace: NetworkTrace?
    /// What is valid but probably not meant, one line each naming the file and JSON path (a `network.map` that ties
    /// no load of the HAR to an item): the commands print them as warnings.
    public var warnings: [String] = []
    /// Settings applied after the file was read (`KEY=VALUE`, in order): a `check --matrix` combination's.
    public var settings: [String] = []

    /// For a scenario replaying a HAR (`network.har`): the items it times and the loads it maps.
    public var harCoverage: HARCoverage? { trace?.harCoverage }

    /// Reads and validates `path`; any problem is an `InputError` naming the file and JSON path. The scenario's
    /// `gallery`, when it has one, must be registered in `catalog`. `maxFrames`, when given, replaces the scenario's
    /// `max_frames` (the caller checks it is in `1...Scenario.maxFramesLimit`).
    public static func load(
        path: String, catalog: BindingCatalog = .builtIn, maxFrames: Int? = nil
    ) throws(InputError) -> LoadedScenario {
        let url = URL(fileURLWithPath: path)
        let bytes: Data
        switch RegularFile.read(path) {
        case .success(let read): bytes = Data(read)
        case .failure(let refusal):
            throw InputError(file: path, path: "$", message: "cannot read the file (\(refusal))")
        }
        var scenario = try Scenario.decode(bytes, file: path)
        if let maxFrames { scenario.maxFrames = maxFrames }
        try ItemSourceReader.resolve(&scenario, base: url.deletingLastPathComponent(), scenarioFile: path)
        if let root = scenario.pipeline.fileRoot, !root.hasPrefix("/") {
            // `pipeline.file_root` is relative to the scenario, as the reference says, not to the working directory.
            scenario.pipeline.fileRoot = URL(fileURLWithPath: root, relativeTo: url.deletingLastPathComponent()).path
        }
        for (index, item) in scenario.items.makeItems().enumerated() {
            if let problem = ImageURLCheck.problem(item.url) {
                throw InputError(
                    file: path, path: "$.items",
                    message: "item \(index) (id \(item.id)): URL \"\(ImageURLCheck.escaped(item.url))\" \(problem)")
            }
        }
        let template = try TemplateLibrary.load(
            scenario.template, relativeTo: url.deletingLastPathComponent(), scenarioFile: path)
        var trace: NetworkTrace?
        var warnings: [String] = []
        if let traceFile = scenario.network.traceFile {
            let traceURL = URL(fileURLWithPath: traceFile, relativeTo: url.deletingLastPathComponent())
            let text: String
            switch RegularFile.read(traceURL.path) {
            case .success(let read): text = String(decoding: read, as: UTF8.self)
            case .failure(let refusal):
                throw InputError(
                    file: path, path: "$.network.trace", message: "cannot read trace \(traceURL.path) (\(refusal))")
            }
            trace = try NetworkTrace.parse(text, file: traceURL.path)
        }
        if let harFile = scenario.network.harFile {
            let replay = try harTrace(harFile, scenario: scenario, base: url.deletingLastPathComponent(), file: path)
            trace = replay
            if let problem = replay.harCoverage?.nothingMatched(mapText: scenario.network.harMap, harFile: harFile) {
                warnings.append("\(path): $.network.map: \(problem)")
            }
        }
        try Simulation.validate(
            scenario: scenario, template: template, file: path, catalog: catalog.withStandardCatalogue())
        return LoadedScenario(
            scenario: scenario, template: template, file: path, bytes: bytes, trace: trace, warnings: warnings)
    }

    /// The trace a scenario's `network.har` replays: the HAR file read, parsed and mapped to the items.
    static func harTrace(_ harFile: String, scenario: Scenario, base: URL, file: String) throws(InputError)
        -> NetworkTrace
    {
        let harURL = URL(fileURLWithPath: harFile, relativeTo: base)
        let data: Data
        // As a regular file: a FIFO is refused, not waited on.
        switch RegularFile.read(harURL.path) {
        case .success(let read): data = Data(read)
        case .failure(let refusal):
            throw InputError(file: file, path: "$.network.har", message: "cannot read \(harURL.path) (\(refusal))")
        }
        let mapping: HARMapping
        do throws(HARMapping.Refusal) {
            mapping = try HARMapping(parsing: scenario.network.harMap)
        } catch {
            throw InputError(file: file, path: "$.network.map", message: error.text)
        }
        let log = try HARLog.parse(data, file: harURL.path)
        return NetworkTrace(
            har: log, items: scenario.items.makeItems(), mapping: mapping, network: scenario.network,
            pipeline: scenario.pipeline)
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        return nsError.localizedDescription
    }
}
