extension SummaryMetric {
    /// The list of `summary.json` keys (`docs/summary-reference.md`), generated from the table so it cannot drift
    /// from what the writer writes.
    package static func markdownReference() -> String {
        var lines = [
            "# summary.json keys",
            "",
            "Every key of a run's `summary.json`, in the order written; a key path such as `hitches.scrolling_ms` is",
            "the key `scrolling_ms` inside the object `hitches`. How each figure is computed is in",
            "[metrics.md](metrics.md). The `gallery` block is written for a ReelKit gallery's run only.",
            "",
            "| key | meaning |",
            "| --- | --- |",
        ]
        lines += all.map { "| `\($0.key)` | \($0.doc) |" }
        lines += [
            "",
            "## Failure kinds",
            "",
            "The keys of `requests.failed_by_kind`, each a group of the failures a `deliver` event's `error` names",
            "([timeline-reference.md](timeline-reference.md)). A failure the network model made up counts as what it",
            "models: a modelled timeout as `timeout`.",
            "",
            "| key | counts |",
            "| --- | --- |",
        ]
        lines += LoadFailure.Kind.all.map { "| `\($0.referenceKey)` | \($0.doc) |" }
        return lines.joined(separator: "\n") + "\n"
    }
}
