import ReelCore

/// Builds `summary.json`: what users saw (cell-frames by state, time to correct image) and what the pipeline did.
enum Summary {
    /// The summary of `result`: every figure of `SummaryMetric.all` the run has, in table order.
    static func json(loaded: LoadedScenario, result: RunResult, options: RunOptions) -> String {
        json(
            SummaryMetric.Source(
                metrics: result.metrics, scenario: loaded.scenario, frameCount: result.frameCount,
                cachePeakBytes: result.cachePeakBytes, run: result.runSection(options: options).string,
                har: loaded.harCoverage))
    }

    /// The summary of the figures `source` gives.
    static func json(_ source: SummaryMetric.Source) -> String {
        var root = Block()
        for metric in SummaryMetric.all {
            if let value = metric.read(source) { root.insert(value, at: metric.path[...]) }
        }
        return pretty(root.json)
    }

    /// A JSON object being built: keys in the order first written, each a value or a nested block.
    private struct Block {
        private var fields: [(key: String, value: SummaryMetric.Value?, block: Block?)] = []

        mutating func insert(_ value: SummaryMetric.Value, at path: ArraySlice<Substring>) {
            guard let first = path.first else { return }
            let key = String(first)
            guard path.count > 1 else {
                fields.append((key, value, nil))
                return
            }
            if let index = fields.firstIndex(where: { $0.key == key && $0.block != nil }) {
                fields[index].block?.insert(value, at: path.dropFirst())
            } else {
                var block = Block()
                block.insert(value, at: path.dropFirst())
                fields.append((key, nil, block))
            }
        }

        var json: String {
            var line = JSONLine()
            for field in fields {
                if let block = field.block { line.addRaw(field.key, block.json) }
                field.value?.write(field.key, into: &line)
            }
            return line.string
        }
    }

    /// Breaks the top-level object into one key per line for people reading it.
    static func pretty(_ json: String) -> String {
        var out = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in json {
            out.append(character)
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{":
                depth += 1
                if depth == 1 { out += "\n  " }
            case "}": depth -= 1
            case ",": if depth == 1 { out += "\n  " }
            default: break
            }
        }
        if out.hasSuffix("}") {
            out.removeLast()
            out += "\n}\n"
        }
        return out
    }
}
