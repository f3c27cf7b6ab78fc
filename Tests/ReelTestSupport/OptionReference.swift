import Foundation

/// Markdown of a tool's commands and options from the argument parser's own description of them: the JSON of
/// `ParsableCommand._dumpHelp()` (what `--experimental-dump-help` prints). What `--help` says and what the docs list
/// are then the same definitions.
public struct OptionReference: Sendable {
    /// A command as the parser describes it.
    public struct Command: Decodable, Sendable {
        public var commandName: String
        public var abstract: String?
        public var discussion: String?
        public var shouldDisplay: Bool?
        public var arguments: [Argument]?
        public var subcommands: [Command]?
    }

    /// An argument, option or flag as the parser describes it.
    public struct Argument: Decodable, Sendable {
        public struct Name: Decodable, Sendable {
            public var kind: String
            public var name: String

            /// As typed: `--out`, `-o`, or `-long` for a single-dash long name.
            var spelled: String { kind == "long" ? "--\(name)" : "-\(name)" }
        }

        public var kind: String
        public var shouldDisplay: Bool
        public var isOptional: Bool
        public var isRepeating: Bool
        public var names: [Name]?
        public var valueName: String?
        public var defaultValue: String?
        public var allValues: [String]?
        public var allValueDescriptions: [String: String]?
        public var abstract: String?
        public var discussion: String?

        /// The long name, for finding an option.
        public var longName: String? { names?.first { $0.kind == "long" }?.name }
    }

    /// The root command.
    public let root: Command

    /// Reads the parser's JSON.
    public init(json: String) throws {
        struct Dump: Decodable { var command: Command }
        root = try JSONDecoder().decode(Dump.self, from: Data(json.utf8)).command
    }

    /// The commands a user sees, in the parser's order (hidden ones and the parser's own `help` left out).
    public var commands: [Command] {
        (root.subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
    }

    /// The arguments and options a user sees (hidden ones, `--help` and `--version` left out).
    public static func visible(_ command: Command) -> [Argument] {
        (command.arguments ?? []).filter {
            $0.shouldDisplay && !["help", "version"].contains($0.longName ?? "")
        }
    }

    /// A section per command: its heading (`## \`tool command\``), what it does, its usage and its options table.
    public func sections(headingLevel: Int = 2) -> [String] {
        commands.flatMap { command -> [String] in
            let name = "\(root.commandName) \(command.commandName)"
            var lines = [String(repeating: "#", count: headingLevel) + " `\(name)`", ""]
            let text = [command.abstract, command.discussion].compactMap { $0 }.filter { !$0.isEmpty }
            if !text.isEmpty { lines += [Self.prose(text.joined(separator: "\n\n")), ""] }
            lines += ["```", Self.usage(name, command), "```", ""]
            lines += Self.table(command) + [""]
            return lines
        }
    }

    /// `tool command <argument> [<options>]`.
    static func usage(_ name: String, _ command: Command) -> String {
        let arguments = visible(command)
        var words = [name]
        for argument in arguments where argument.kind == "positional" {
            let value = "<\(argument.valueName ?? "value")>" + (argument.isRepeating ? " ..." : "")
            words.append(argument.isOptional ? "[\(value)]" : value)
        }
        if arguments.contains(where: { $0.kind != "positional" }) { words.append("[<options>]") }
        return words.joined(separator: " ")
    }

    /// The options table of `command`: one row per argument, option or flag, and one per value of an option whose
    /// values each have a meaning.
    public static func table(_ command: Command) -> [String] {
        var rows = ["| argument or option | value | default | meaning |", "| --- | --- | --- | --- |"]
        for argument in visible(command) {
            let name: String
            if argument.kind == "positional" {
                name = "`<\(argument.valueName ?? "value")>`" + (argument.isRepeating ? " …" : "")
            } else {
                let spelled = (argument.names ?? []).sorted { $0.name.count < $1.name.count }.map { "`\($0.spelled)`" }
                name = spelled.joined(separator: ", ") + (argument.isRepeating ? " (repeatable)" : "")
            }
            let described = argument.allValueDescriptions ?? [:]
            var value = ""
            if argument.kind == "option" {
                let values = argument.allValues ?? []
                value =
                    values.isEmpty || !described.isEmpty
                    ? "`<\(argument.valueName ?? "value")>`" : values.map { "`\($0)`" }.joined(separator: ", ")
            }
            let meaning = [argument.abstract, argument.discussion].compactMap { $0 }.filter { !$0.isEmpty }
            let fallback = argument.defaultValue.map { "`\($0)`" } ?? ""
            // A table cell ends at `|`, even in a code span (`<frame|time>`), unless escaped.
            let cells = [name, value, fallback].map { $0.replacingOccurrences(of: "|", with: "\\|") }
            rows.append("| \(cells.joined(separator: " | ")) | \(prose(meaning.joined(separator: " "))) |")
            for option in argument.allValues ?? [] {
                guard let meaning = described[option] else { continue }
                rows.append("| | `\(option)` | | \(prose(meaning)) |")
            }
        }
        return rows
    }

    /// Help text as Markdown table-cell text: one line, with the characters Markdown would read as markup escaped
    /// outside code spans (`<dir>` would be an HTML tag, `*` emphasis, `|` a new cell).
    static func prose(_ text: String) -> String {
        var out = ""
        var inCode = false
        for character in text {
            switch character {
            case "\n": out += " "
            case "`":
                inCode.toggle()
                out.append(character)
            case "|": out += "\\|"
            case "<", "*", "_", "\\": out += inCode ? "\(character)" : "\\\(character)"
            default: out.append(character)
            }
        }
        return out.replacingOccurrences(of: "  ", with: " ")
    }
}
