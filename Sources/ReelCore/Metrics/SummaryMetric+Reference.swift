extension SummaryMetric {
    /// The list of `summary.json` keys (`docs/summary-reference.md`), generated from the table so it cannot drift
    /// from what the writer writes.
    package static func markdownReference() -> String {
        var lines = [
            "# summary.json keys",
            "",
            "<!-- Generated from SummaryMetric (Sources/ReelCore/Metrics/SummaryMetric+All.swift, +Blocks.swift).",
            "     Do not edit: `REEL_UPDATE=changed swift test --filter SummaryReferenceTests` rewrites it. -->",
            "",
            "Every key of a run's `summary.json`, in the order written; a key path such as `hitches.scrolling_ms` is",
            "the key `scrolling_ms` inside the object `hitches`. How each figure is computed is in",
            "[metrics.md](metrics.md). The `gallery` block is written for a ReelKit gallery's run only.",
            "",
            "| key | meaning |",
            "| --- | --- |",
        ]
        lines += all.map { "| `\($0.key)` | \($0.doc) |" }
        return lines.joined(separator: "\n") + "\n"
    }
}
