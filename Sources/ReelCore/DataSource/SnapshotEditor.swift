/// The next snapshot being built by script edits (insert, delete, move, shuffle, reconfigure, reload) until `apply`.
public struct SnapshotEditor: Sendable, Equatable {
    /// The items of the next snapshot, in order; ids are unique.
    package private(set) var items: [Item]
    /// Items to reconfigure / reload when applied, in the order named.
    package private(set) var reconfigured: [ItemID] = []
    package private(set) var reloaded: [ItemID] = []
    /// The index the next inserted synthetic item gets.
    package private(set) var nextSyntheticIndex: Int

    package init(items: [Item], nextSyntheticIndex: Int) {
        self.items = items
        self.nextSyntheticIndex = nextSyntheticIndex
    }

    /// The first synthetic index not used by `items`.
    package static func firstFreeSyntheticIndex(after items: [Item]) -> Int {
        (items.compactMap { Int($0.id.rawValue) }.max() ?? -1) + 1
    }

    /// Stages a whole snapshot the app built (ReelKit's data source `apply`), with its reconfigures and reloads.
    package mutating func stage(items: [Item], reconfigured: [ItemID], reloaded: [ItemID]) {
        self.items = items
        self.reconfigured = reconfigured
        self.reloaded = reloaded
        nextSyntheticIndex = max(nextSyntheticIndex, Self.firstFreeSyntheticIndex(after: items))
    }

    /// Stages one edit; returns what is wrong (for `$.script[i]` errors) or nil. `visible` resolves `"visible"`.
    package mutating func stage(_ action: ScriptAction, visible: [ItemID]) -> String? {
        switch action {
        case .insert(let count, let position, let given):
            var new = given
            if new.isEmpty {
                new = (0..<count).map { Item.synthetic(index: nextSyntheticIndex + $0) }
                nextSyntheticIndex += count
            }
            let ids = Set(items.map(\.id))
            if let duplicate = new.first(where: { ids.contains($0.id) }) {
                return "duplicate item id \"\(duplicate.id)\": ids in a snapshot must be unique"
            }
            items.insert(contentsOf: new, at: index(of: position, count: items.count))
        case .delete(let selection):
            switch resolve(selection, visible: visible) {
            case .failure(let message): return message
            case .success(let ids):
                let doomed = Set(ids)
                items.removeAll { doomed.contains($0.id) }
            }
        case .move(let reference, let target):
            guard let from = position(of: reference) else { return describeMissing(reference) }
            let item = items.remove(at: from)
            items.insert(item, at: min(target, items.count))
        case .shuffle(let seed):
            var random = SplitMix64(seed: seed)
            // Fisher–Yates with our own generator, so the order is the same on every Swift version.
            for i in stride(from: items.count - 1, to: 0, by: -1) {
                let j = Int(random.next() % UInt64(i + 1))
                items.swapAt(i, j)
            }
        case .reconfigure(let selection, let newVersion):
            switch resolve(selection, visible: visible) {
            case .failure(let message): return message
            case .success(let ids):
                if newVersion {
                    let bumped = Set(ids)
                    for index in items.indices where bumped.contains(items[index].id) {
                        items[index] = items[index].nextVersion()
                    }
                }
                reconfigured += ids.filter { !reconfigured.contains($0) }
            }
        case .reload(let selection):
            switch resolve(selection, visible: visible) {
            case .failure(let message): return message
            case .success(let ids): reloaded += ids.filter { !reloaded.contains($0) }
            }
        case .fling, .drag, .wait, .scrollTo, .apply, .toggle, .call, .swipe:
            break
        case .contentSize, .appearance:
            break
        }
        return nil
    }

    /// Clears the reconfigure and reload lists (after an apply).
    mutating func clearUpdates() {
        reconfigured = []
        reloaded = []
    }

    private func index(of position: ListPosition, count: Int) -> Int {
        switch position {
        case .top: 0
        case .bottom: count
        case .index(let index): min(index, count)
        }
    }

    private func position(of reference: ItemReference) -> Int? {
        switch reference {
        case .id(let id): items.firstIndex { $0.id == id }
        case .index(let index): index < items.count ? index : nil
        }
    }

    private func describeMissing(_ reference: ItemReference) -> String {
        switch reference {
        case .id(let id): "no item has id \"\(id)\""
        case .index(let index): "expected an index below \(items.count), got \(index)"
        }
    }

    private enum Resolution {
        case success([ItemID])
        case failure(String)
    }

    private func resolve(_ selection: ItemSelection, visible: [ItemID]) -> Resolution {
        switch selection {
        case .visible:
            return .success(visible)
        case .items(let references):
            var ids: [ItemID] = []
            for reference in references {
                guard let index = position(of: reference) else { return .failure(describeMissing(reference)) }
                ids.append(items[index].id)
            }
            return .success(ids)
        case .range(let count, let position):
            let start = min(index(of: position, count: items.count), items.count)
            let lower = position == .bottom ? max(0, items.count - count) : start
            return .success(items[lower..<min(items.count, lower + count)].map(\.id))
        }
    }
}

extension Item {
    /// The same item with the next version and a URL that names it (`?v=N`), so the old image is outdated.
    func nextVersion() -> Item {
        var item = self
        item.version += 1
        let base = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        var query = url.contains("?") ? String(url.split(separator: "?", maxSplits: 1)[1]) : ""
        query = query.split(separator: "&").filter { !$0.hasPrefix("v=") }.joined(separator: "&")
        item.url = base + "?" + (query.isEmpty ? "" : query + "&") + "v=\(item.version)"
        return item
    }
}
