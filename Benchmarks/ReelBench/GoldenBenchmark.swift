import Foundation
import ReelCore
import ReelDiff

/// What compact goldens save and what a failing check costs, measured with the `reel` binary as a user runs it.
///
/// Sizes: every example rendered once; its golden as PNGs is what the PNG store kept (each distinct frame's PNG
/// once, the logs and the manifest); its compact golden is the folder `reel check` records (the video, the logs and
/// the manifest). Failing check: a golden recorded from the scenario with its network seed changed, so the same
/// scenario fails against it on most frames; passing and failing checks are timed in pairs, judged on the median
/// of the pairs' ratios, and the failing check's output folder is measured with and without its report page, and
/// against what the passing check left.
enum GoldenBenchmark {
    /// One line per example and a total: compact golden size against the PNG golden's.
    static func sizes(reel: String, examples: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-goldens-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        var (totalPNG, totalCompact) = (0, 0)
        for example in examples {
            let name = URL(fileURLWithPath: example).deletingPathExtension().lastPathComponent
            let run = folder.appendingPathComponent("run-\(name)")
            let goldens = folder.appendingPathComponent("goldens-\(name)")
            let rendered = try SpawnTiming.sample(reel, ["render", example, "--out", run.path, "--quiet"])
            guard rendered.status == 0, let png = try pngGoldenBytes(run) else {
                lines.append("golden \(name): reel render failed")
                continue
            }
            let recorded = try SpawnTiming.sample(
                reel,
                ["check", example, "--goldens", goldens.path, "--out", folder.appendingPathComponent("o").path, "-q"])
            let golden = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path).first)
                .flatMap { $0 }.map { goldens.appendingPathComponent($0) }
            guard recorded.status == 0, let golden else {
                lines.append("golden \(name): recording failed (is ffmpeg on PATH?)")
                continue
            }
            let compact = bytes(golden)
            let video = bytes(golden.appendingPathComponent(GoldenVideo.fileName))
            (totalPNG, totalCompact) = (totalPNG + png, totalCompact + compact)
            lines.append(
                "golden \(name): \(mb(compact)) MB (video \(mb(video)) MB) vs PNG \(mb(png)) MB → "
                    + "\(fixed(Double(png) / Double(max(compact, 1)), 1))× smaller; recorded in "
                    + "\(fixed(recorded.wallMs / 1000, 1)) s")
            try? FileManager.default.removeItem(at: run)
        }
        lines.append(
            "goldens of \(examples.count) examples: \(mb(totalCompact)) MB vs PNG \(mb(totalPNG)) MB → "
                + "\(fixed(Double(totalPNG) / Double(max(totalCompact, 1)), 1))× smaller")
        return lines
    }

    /// Passing against failing checks of each scenario in `scenarios` (paired, `pairs` times), and the size of what
    /// the failing checks of all of them leave in one output folder.
    static func failing(reel: String, scenarios: [String], pairs: Int) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-failing-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        var changed: [String] = []
        for scenario in scenarios {
            let copy = folder.appendingPathComponent("changed-" + URL(fileURLWithPath: scenario).lastPathComponent)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try reseeded(scenario).write(to: copy)
            changed.append(copy.path)
            // The golden comes from the changed scenario; the unchanged one then fails against it.
            let recorded = try SpawnTiming.sample(
                reel,
                ["check", copy.path, "--goldens", goldens, "--out", folder.appendingPathComponent("r").path, "-q"])
            guard recorded.status == 0 else { return ["failing check benchmark: recording failed"] }
        }
        var lines: [String] = []
        for (scenario, copy) in zip(scenarios, changed) {
            var ratios: [Double] = []
            var each: [String] = []
            var outBytes = 0
            var reportBytes = 0
            var passBytes = 0
            var recordingBytes = 0
            var decodeMs: [Double] = []
            var passMs: [Double] = []
            var extraMs: [Double] = []
            var differing = 0
            for _ in 0..<max(1, pairs) {
                let out = folder.appendingPathComponent("out")
                try? FileManager.default.removeItem(at: out)
                sync()
                let pass = try SpawnTiming.sample(reel, ["check", copy, "--goldens", goldens, "--out", out.path, "-q"])
                passBytes = bytes(out)
                sync()
                let fail = try SpawnTiming.sample(
                    reel, ["check", scenario, "--goldens", goldens, "--out", out.path, "--update", "none", "-q"])
                guard pass.status == 0, fail.status == 1 else {
                    return ["failing check benchmark: expected a pass then a failure (\(pass.status), \(fail.status))"]
                }
                ratios.append(fail.wallMs / pass.wallMs)
                passMs.append(pass.wallMs)
                if let floor = try decodeFloor(golden: URL(fileURLWithPath: goldens), out: out) {
                    decodeMs.append(floor.ms)
                    differing = floor.frames
                    extraMs.append((fail.wallMs - pass.wallMs) / Double(floor.frames))
                }
                each.append("\(fixed(pass.wallMs, 0))/\(fixed(fail.wallMs, 0))")
                outBytes = bytes(out)
                reportBytes = reportSizes(out)
                recordingBytes = recordingSizes(out)
            }
            let median = ratios.sorted()[(ratios.count - 1) / 2]
            let name = URL(fileURLWithPath: scenario).deletingPathExtension().lastPathComponent
            lines.append(
                "failing check \(name): pass/fail ms \(each.joined(separator: ", ")) → failing "
                    + "\(fixed(median, 1))× a passing one (median of pairs; goal ≤ 3×); output \(mb(outBytes)) MB "
                    + "(\(mb(outBytes - reportBytes)) MB without report.html, of which the run's recording "
                    + "\(mb(recordingBytes)) MB) against \(kb(passBytes)) kB for the passing check "
                    + "(\(fixed(Double(outBytes) / Double(max(passBytes, 1)), 0))×)")
            if !decodeMs.isEmpty {
                let middle = { (values: [Double]) in values.sorted()[(values.count - 1) / 2] }
                let (decode, pass) = (middle(decodeMs), middle(passMs))
                lines.append(
                    "  \(differing) frames differ: the failing check costs \(fixed(middle(extraMs), 1)) ms a differing "
                        + "frame beyond the passing one; ffmpeg alone, decoding the golden frames it needed, "
                        + "\(fixed(decode, 0)) ms (\(fixed(decode / Double(differing), 1)) ms a frame), "
                        + "\(fixed(decode / pass, 1))× a passing check (medians)")
            }
        }
        // All scenarios failing in one check, as CI uploads them.
        let out = folder.appendingPathComponent("all")
        let all = try SpawnTiming.sample(
            reel, ["check"] + scenarios + ["--goldens", goldens, "--out", out.path, "--update", "none", "-q"])
        let total = bytes(out)
        lines.append(
            "\(scenarios.count) failing scenarios in one check: \(fixed(all.wallMs / 1000, 1)) s, output "
                + "\(mb(total)) MB (\(mb(total - reportSizes(out))) MB without report.html; goal ≤ 50 MB)")
        return lines
    }

    /// The wall ms of ffmpeg alone decoding, as `reel check` asks it to, the golden frames the failing check in
    /// `out` compared pixel by pixel (those whose hash differs from its run's), and how many those are: the part of a
    /// failing check no change inside reel can make cheaper. Nil when there is no such check or no ffmpeg.
    static func decodeFloor(golden goldens: URL, out: URL) throws -> (ms: Double, frames: Int)? {
        guard let ffmpeg = GoldenVideo.ffmpeg(),
            let scenario = try FileManager.default.contentsOfDirectory(atPath: out.path).first(where: {
                FileManager.default.fileExists(
                    atPath: RunFolder(out.appendingPathComponent($0)).checkRun.directory.path)
            })
        else { return nil }
        let golden = goldens.appendingPathComponent(scenario)
        let run = RunFolder(out.appendingPathComponent(scenario)).checkRun.directory
        guard let expected = try FrameManifest.read(folder: golden, label: golden.path), let video = expected.video,
            let actual = try FrameManifest.read(folder: run, label: run.path)
        else { return nil }
        let differing = zip(expected.frames, actual.frames).enumerated().compactMap { index, pair in
            pair.0.pixels == pair.1.pixels ? nil : index
        }
        guard !differing.isEmpty else { return nil }
        let arguments = GoldenVideo.decodeArguments(
            video: golden.appendingPathComponent(video.file).path, frames: differing, pixelFormat: "gbrp")
        let sample = try SpawnTiming.sample(ffmpeg.path, arguments)
        return sample.status == 0 ? (sample.wallMs, differing.count) : nil
    }

    /// The scenario's JSON with its network seed changed by one.
    static func reseeded(_ path: String) throws -> Data {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return data }
        var network = root["network"] as? [String: Any] ?? [:]
        network["seed"] = ((network["seed"] as? Int) ?? 0) + 1
        root["network"] = network
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// What the PNG store kept for the run: each distinct frame's PNG once, the logs and the manifest.
    static func pngGoldenBytes(_ run: URL) throws -> Int? {
        guard let manifest = try FrameManifest.read(folder: run, label: run.path) else { return nil }
        var seen = Set<String>()
        var total = bytes(RunFolder(run).manifest)
        for frame in manifest.frames where seen.insert(frame.pixels).inserted {
            total += bytes(run.appendingPathComponent(frame.file))
        }
        return total + RunFolder.logNames.map { bytes(run.appendingPathComponent($0)) }.reduce(0, +)
    }

    /// The bytes of a file, or of every file under a folder.
    static func bytes(_ url: URL) -> Int {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: url.path, isDirectory: &isFolder) else { return 0 }
        guard isFolder.boolValue else { return (try? files.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
        // The walk visits every file below, so only files are counted (a subfolder's bytes are its files').
        var total = 0
        let walker = files.enumerator(atPath: url.path)
        while let path = walker?.nextObject() as? String {
            if walker?.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                total += bytes(url.appendingPathComponent(path))
            }
        }
        return total
    }

    /// The bytes of every run recording (`run/frames.recording`) under a check's output folder.
    static func recordingSizes(_ out: URL) -> Int {
        var total = 0
        let walker = FileManager.default.enumerator(atPath: out.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".recording") { total += bytes(out.appendingPathComponent(path)) }
        }
        return total
    }

    /// The bytes of every `report.html` under a check's output folder.
    static func reportSizes(_ out: URL) -> Int {
        var total = 0
        let walker = FileManager.default.enumerator(atPath: out.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(RunFolder.reportName) { total += bytes(out.appendingPathComponent(path)) }
        }
        return total
    }

    static func mb(_ bytes: Int) -> String { fixed(Double(bytes) / 1_000_000, 1) }
    static func kb(_ bytes: Int) -> String { fixed(Double(bytes) / 1_000, 1) }
    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
