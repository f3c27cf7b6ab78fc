import ReelCore
import Foundation

/// One side of a comparison: a name for its panel and the scenario it runs.
public struct Variant: Sendable {
    public var name: String
    public var scenario: Scenario

    public init(name: String, scenario: Scenario) {
        self.name = name
        self.scenario = scenario
    }

    /// One variant per strategy, each the scenario with that binding.
    public static func strategies(_ kinds: [BindingStrategyKind], of scenario: Scenario) -> [Variant] {
        kinds.map { kind in
            var copy = scenario
            copy.binding = kind
            return Variant(name: kind.rawValue, scenario: copy)
        }
    }

    /// The numeric settings `--vary` understands, with how to set each.
    public static let settings: [String: @Sendable (inout Scenario, Double) -> Void] = [
        "prefetch.lead_screens": { $0.prefetch.leadScreens = $1 },
        "prefetch.trail_screens": { $0.prefetch.trailScreens = $1 },
        "prefetch.max_concurrent": { $0.prefetch.maxConcurrent = max(1, Int($1)) },
        "pipeline.max_concurrent": { $0.pipeline.maxConcurrent = max(1, Int($1)) },
        "pipeline.memory_cache_mb": { $0.pipeline.memoryCacheMB = $1 },
        "network.latency.median_ms": { $0.network.latencyMedianMs = $1; $0.network.latencyP95Ms = max($0.network.latencyP95Ms, $1) },
        "network.latency.p95_ms": { $0.network.latencyP95Ms = $1 },
        "network.failure_rate": { $0.network.failureRate = $1 },
        "network.bandwidth_bytes_per_s": { $0.network.bandwidthBytesPerSecond = $1 },
        "main_thread.decode_ms_per_mp": { scenario, value in
            var costs: [String: JSONValue] = if case .object(let fields) = scenario.mainThread { fields } else { [:] }
            costs["decode_ms_per_mp"] = .number(value)
            scenario.mainThread = .object(costs)
        },
        "layout.estimated_height": { $0.layout.estimatedHeight = $1 },
    ]

    /// The settings with named values `--vary` understands: the allowed values, and how to set one.
    public static let choices: [String: (values: [String], set: @Sendable (inout Scenario, String) -> Void)] = [
        "data_source.identity": (ItemIdentity.allCases.map(\.rawValue), { $0.dataSource.identity = ItemIdentity(rawValue: $1) ?? .stable }),
        "data_source.cell_registration": (
            CellRegistrationPlacement.allCases.map(\.rawValue),
            { $0.dataSource.cellRegistration = CellRegistrationPlacement(rawValue: $1) ?? .once }
        ),
        "content_size": (ContentSizeCategory.allCases.map(\.rawValue), { $0.contentSize = ContentSizeCategory(rawValue: $1) ?? .large }),
    ]

    /// One variant per value of a setting (`key=v1,v2,…`); a failure with a reason when the spec is not understood.
    public static func varying(_ spec: String, of scenario: Scenario) -> Result<[Variant], VariantError> {
        let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2, let choice = choices[parts[0]] { return varying(parts[0], values: parts[1], choice: choice, of: scenario) }
        guard parts.count == 2, let set = settings[parts[0]] else {
            let keys = (Array(settings.keys) + Array(choices.keys)).sorted().joined(separator: ", ")
            return .failure(VariantError(message: "expected KEY=V1,V2 with KEY one of \(keys), got \"\(spec)\""))
        }
        var variants: [Variant] = []
        for text in parts[1].split(separator: ",") {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value >= 0 else {
                return .failure(VariantError(message: "expected numbers ≥ 0 after \(parts[0])=, got \"\(text)\""))
            }
            var copy = scenario
            set(&copy, value)
            let name = "\(parts[0])=\(text)"
            guard !variants.contains(where: { $0.name == name }) else { return .failure(VariantError(message: "\(text) is given twice in \"\(spec)\"")) }
            variants.append(Variant(name: name, scenario: copy))
        }
        guard variants.count >= 2 else { return .failure(VariantError(message: "expected at least two values in \"\(spec)\"")) }
        return .success(variants)
    }

    private static func varying(
        _ key: String, values: String, choice: (values: [String], set: @Sendable (inout Scenario, String) -> Void), of scenario: Scenario
    ) -> Result<[Variant], VariantError> {
        var variants: [Variant] = []
        for text in values.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard choice.values.contains(text) else {
                return .failure(VariantError(message: "expected \(key) values among \(choice.values.joined(separator: ", ")), got \"\(text)\""))
            }
            var copy = scenario
            choice.set(&copy, text)
            let name = "\(key)=\(text)"
            guard !variants.contains(where: { $0.name == name }) else { return .failure(VariantError(message: "\(text) is given twice after \(key)=")) }
            variants.append(Variant(name: name, scenario: copy))
        }
        guard variants.count >= 2 else { return .failure(VariantError(message: "expected at least two values after \(key)=")) }
        return .success(variants)
    }
}

/// A `--vary` specification that could not be understood.
public struct VariantError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
