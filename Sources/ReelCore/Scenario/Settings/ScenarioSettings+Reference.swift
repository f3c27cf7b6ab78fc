extension ScenarioSettings {
    /// The scenario reference (`docs/scenario-reference.md`), generated from the table so it cannot drift from it.
    package static func markdownReference() -> String {
        var lines = [
            "# Scenario settings",
            "",
            "Every scalar setting of a scenario file, declared once in the code. A key path such as",
            "`prefetch.lead_screens` is the key `lead_screens` inside the object `prefetch`. The same table checks",
            "a value given in a scenario file, to `reel compare --vary KEY=V1,V2` (settings marked ✓) and to",
            "`Scenario.setting(_:_:)` / `LoadedScenario.setting(_:_:)` in Swift, with the same message:",
            "",
            "```",
            "reel: error: gallery.json: $.prefetch.lead_screens: expected a number in 0...20, got 50",
            "reel: error: --vary: prefetch.lead_screens: expected a number in 0...20, got 50",
            "```",
            "",
            "The compound parts — `name`, `template`, `items` and `script` — are described in",
            "[scenarios.md](scenarios.md); the script's actions are listed [below](#script-actions).",
            "",
            "| key | values | default | `--vary` | meaning |",
            "| --- | --- | --- | --- | --- |",
        ]
        for setting in all {
            let cells = [
                "`\(setting.key)`", setting.kind.reference, setting.defaultDescription, setting.variable ? "✓" : "",
                setting.doc,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines += ["", "Rules across settings of one object:", ""]
        lines += SettingRule.all.map { "- `\($0.object)`: \($0.doc)" }
        lines += [""] + ScriptActionKind.markdownReference()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The list of `--vary` keys in docs/commands.md, wrapped at `width` columns.
    package static func markdownVaryKeys(width: Int = 116) -> String {
        var lines: [String] = []
        var line = ""
        for key in variableKeys.map({ "`\($0)`," }) {
            if !line.isEmpty && line.count + 1 + key.count > width {
                lines.append(line)
                line = key
            } else {
                line += line.isEmpty ? key : " " + key
            }
        }
        lines.append(String(line.dropLast()) + ".")
        return lines.joined(separator: "\n") + "\n"
    }
}
