extension ScriptAction {
    /// Decodes one action of a script: an object with one key, the action's name, whose object gives the fields
    /// `ScriptActionKind.fields` lists (ranges and defaults as declared there).
    init(_ value: JSONValue, file: String, path: String) throws(InputError) {
        let expected = "expected an object with one key, one of \(Self.names.joined(separator: ", "))"
        guard case .object(let fields) = value, fields.count == 1, let (name, body) = fields.first else {
            throw InputError(file: file, path: path, message: "\(expected), got \(value.typeName)")
        }
        guard let kind = ScriptActionKind(rawValue: name) else {
            throw InputError(file: file, path: path, message: "unknown action \"\(name)\" (\(expected))")
        }
        var reader = try JSONReader(body, file: file, path: "\(path).\(name)")
        self = try Self.decode(kind, from: &reader, file: file)
        try reader.finish()
    }

    private static func decode(
        _ kind: ScriptActionKind, from reader: inout JSONReader, file: String
    ) throws(InputError) -> ScriptAction {
        switch kind {
        case .fling:
            let velocity = try reader.number(.velocity)
            let rate = try reader.choice(.deceleration)
            return .fling(velocity: velocity, deceleration: Deceleration(rawValue: rate) ?? .normal)
        case .drag:
            return .drag(by: try reader.number(.dragBy), durationMs: try reader.number(.dragDuration))
        case .wait:
            return .wait(ms: try reader.number(.waitMs))
        case .scrollTo:
            return .scrollTo(item: try reference(&reader, .item), animated: try reader.bool(.scrollAnimated))
        case .insert:
            return try insert(&reader, file: file)
        case .delete:
            return .delete(try selection(&reader, .deleteItems, count: .deleteCount))
        case .move:
            return .move(item: try reference(&reader, .item), to: try reader.integer(.moveTo))
        case .shuffle:
            return .shuffle(seed: UInt64(try reader.integer(.seed)))
        case .reconfigure:
            return .reconfigure(try selection(&reader, .items), newVersion: try reader.bool(.newVersion))
        case .reload:
            return .reload(try selection(&reader, .items))
        case .apply:
            return .apply(animated: try reader.bool(.applyAnimated), durationMs: try reader.number(.applyDuration))
        case .toggle:
            let item = try reference(&reader, .item)
            let flag = try reader.choice(.flag)
            return .toggle(item: item, flag: RowFlags.named.first { $0.name == flag }?.flag ?? .selected)
        case .contentSize:
            return .contentSize(try ContentSizeCategory.read(&reader, ScriptField.category.key, default: nil))
        case .appearance:
            return .appearance(try reader.requiredChoice(.style, Appearance.self))
        case .swipe:
            return .swipe(
                section: try reader.integer(.section), by: try reader.number(.swipeBy),
                durationMs: try reader.number(.dragDuration))
        case .call:
            guard let name = try reader.string(ScriptField.actionName.key), !name.isEmpty else {
                throw reader.missing(.actionName)
            }
            return .call(name: name)
        }
    }

    private static func insert(_ reader: inout JSONReader, file: String) throws(InputError) -> ScriptAction {
        let field = ScriptField.newItems
        var items: [Item] = []
        if let list = reader.value(field.key) {
            guard case .list(let parsed) = try ItemsSource(list, file: file, path: reader.path(of: field.key)),
                case .array = list
            else {
                throw reader.error(field.key, "expected an array of items")
            }
            items = parsed
        }
        let count = try reader.integer(ifGiven: .insertCount) ?? items.count
        guard count > 0 else {
            throw reader.error(ScriptField.insertCount.key, "expected a count ≥ 1 or an items array")
        }
        guard items.isEmpty || items.count == count else {
            throw reader.error(ScriptField.insertCount.key, "expected count to match the \(items.count) items given")
        }
        return .insert(count: count, at: try position(&reader, .at), items: items)
    }

    static func reference(_ reader: inout JSONReader, _ field: ScriptField) throws(InputError) -> ItemReference {
        guard let item = reader.value(field.key) else { throw reader.missing(field) }
        return try reference(item, reader: reader, key: field.key)
    }

    static func reference(_ value: JSONValue, reader: JSONReader, key: String) throws(InputError) -> ItemReference {
        switch value {
        case .string(let id): return .id(ItemID(id))
        case .number(let index) where index >= 0 && index.rounded() == index && index < 10_000_000:
            return .index(Int(index))
        default: throw reader.error(key, "expected an item id (string) or a whole index ≥ 0, got \(value.typeName)")
        }
    }

    /// The position at `field` (`top`, `bottom`, an index), or the field's default.
    static func position(_ reader: inout JSONReader, _ field: ScriptField) throws(InputError) -> ListPosition {
        let value: JSONValue
        if let given = reader.value(field.key) {
            value = given
        } else if case .defaultValue(let fallback) = field.absent {
            value = fallback
        } else {
            throw reader.missing(field)
        }
        switch value {
        case .string("top"): return .top
        case .string("bottom"): return .bottom
        case .number(let index) where index >= 0 && index.rounded() == index && index < 10_000_000:
            return .index(Int(index))
        default: throw reader.error(field.key, "expected \"top\", \"bottom\" or a whole index ≥ 0")
        }
    }

    /// `items`: an array of ids/indices or "visible"; or, with a `count` field (delete), `count` + `at`.
    static func selection(
        _ reader: inout JSONReader, _ field: ScriptField, count countField: ScriptField? = nil
    ) throws(InputError) -> ItemSelection {
        if let value = reader.value(field.key) {
            if case .string("visible") = value { return .visible }
            guard case .array(let list) = value, !list.isEmpty else {
                throw reader.error(field.key, "expected \"visible\" or a non-empty array of item ids or indices")
            }
            var references: [ItemReference] = []
            for (index, entry) in list.enumerated() {
                references.append(try reference(entry, reader: reader, key: "\(field.key)[\(index)]"))
            }
            return .items(references)
        }
        guard let countField else { throw reader.missing(field) }
        guard let count = try reader.integer(ifGiven: countField) else {
            throw reader.error(field.key, "expected \(field.key), or \(countField.key) and \(ScriptField.at.key)")
        }
        return .range(count: count, at: try position(&reader, .at))
    }
}

extension JSONReader {
    /// "required … is missing" for `field`.
    func missing(_ field: ScriptField) -> InputError { error(field.key, "required \(field.what) is missing") }

    /// A number field's value, or its default; a required field left out throws.
    mutating func number(_ field: ScriptField) throws(InputError) -> Double {
        guard case .number(let range, _) = field.values else { preconditionFailure("\(field.key) is not a number") }
        if let value = try number(field.key, in: range) { return value }
        guard let fallback = field.defaultNumber else { throw missing(field) }
        return fallback
    }

    /// A whole-number field's value, or its default; a required field left out throws.
    mutating func integer(_ field: ScriptField) throws(InputError) -> Int {
        if let value = try integer(ifGiven: field) { return value }
        guard let fallback = field.defaultNumber.flatMap({ Int(exactly: $0) }) else { throw missing(field) }
        return fallback
    }

    /// A whole-number field's value when given.
    mutating func integer(ifGiven field: ScriptField) throws(InputError) -> Int? {
        guard case .integer(let range) = field.values else { preconditionFailure("\(field.key) is not whole") }
        return try integer(field.key, in: range)
    }

    /// A true/false field's value, or its default.
    mutating func bool(_ field: ScriptField) throws(InputError) -> Bool {
        guard let fallback = field.defaultFlag else { preconditionFailure("\(field.key) has no default") }
        return try bool(field.key, default: fallback)
    }

    /// A required choice field's case of `Named`, or an error naming the field and its choices when it is missing.
    mutating func requiredChoice<Named: RawRepresentable & CaseIterable>(
        _ field: ScriptField, _ type: Named.Type
    ) throws(InputError) -> Named where Named.RawValue == String {
        let choices = Named.allCases.map(\.rawValue)
        guard value(field.key) != nil else {
            let listed = choices.map { "\"\($0)\"" }.joined(separator: ", ")
            throw error(field.key, "required \(field.key) is missing (one of \(listed))")
        }
        // `choice` accepts only the names of `choices`, each a case's.
        guard let named = Named(rawValue: try choice(field.key, of: choices, default: "")) else {
            preconditionFailure("\(field.key) read a name that is not a case")
        }
        return named
    }

    /// A choice field's value, or its default.
    mutating func choice(_ field: ScriptField) throws(InputError) -> String {
        guard case .choice(let names) = field.values, let fallback = field.defaultText else {
            preconditionFailure("\(field.key) is not a choice with a default")
        }
        return try choice(field.key, of: names, default: fallback)
    }
}
