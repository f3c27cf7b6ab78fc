extension TimedEvent {
    /// The event as one line of JSON (no newline).
    public var jsonLine: String {
        var line = JSONLine()
        line.add("t_ms", timeMs)
        line.add("frame", frame)
        switch event {
        case .frame(let index, let offset, let velocity):
            line.add("event", "frame")
            line.add("index", index)
            line.add("offset", offset)
            line.add("velocity", velocity)
        case .request(let task, let itemID, let url, let size, let priority, let owner):
            line.add("event", "request")
            line.add("task", task)
            line.add("item", itemID)
            line.add("url", url)
            line.add("size", size.description)
            line.add("priority", priority.description)
            line.add("owner", owner.logName)
        case .join(let task, let itemID, let owner):
            line.add("event", "join")
            line.add("task", task)
            line.add("item", itemID)
            line.add("owner", owner.logName)
        case .start(let task, let due):
            line.add("event", "start")
            line.add("task", task)
            line.add("due_ms", due)
        case .cancel(let task, let itemID):
            line.add("event", "cancel")
            line.add("task", task)
            line.add("item", itemID)
        case .deliver(let task, let itemID, let failure, let subscribers):
            line.add("event", "deliver")
            line.add("task", task)
            line.add("item", itemID)
            line.add("ok", failure == nil)
            if let failure { line.add("error", failure.logName) }
            line.add("subscribers", subscribers)
        case .cacheHit(let itemID):
            line.add("event", "cache-hit")
            line.add("item", itemID)
        case .evict(let url):
            line.add("event", "evict")
            line.add("url", url)
        case .create(let cell):
            line.add("event", "create")
            line.add("cell", cell)
        case .dequeue(let cell, let itemID, let index, let reused):
            line.add("event", "dequeue")
            line.add("cell", cell)
            line.add("item", itemID)
            line.add("index", index)
            line.add("reused", reused)
        case .reuse(let cell, let previous):
            line.add("event", "reuse")
            line.add("cell", cell)
            line.add("previous_item", previous)
        case .display(let cell, let itemID, let prepared):
            line.add("event", "display")
            line.add("cell", cell)
            line.add("item", itemID)
            if prepared { line.add("prepared", true) }
        case .prepare(let cell, let itemID, let index):
            line.add("event", "prepare")
            line.add("cell", cell)
            line.add("item", itemID)
            line.add("index", index)
        case .unprepare(let cell, let itemID, let displayed):
            line.add("event", "unprepare")
            line.add("cell", cell)
            line.add("item", itemID)
            line.add("was_displayed", displayed)
        case .endDisplay(let cell, let itemID):
            line.add("event", "end-display")
            line.add("cell", cell)
            line.add("item", itemID)
        case .apply(let cell, let itemID, let shows, let forItemID):
            line.add("event", "apply")
            line.add("cell", cell)
            line.add("item", itemID)
            line.add("shows", shows)
            line.add("load_for", forItemID)
        case .state(let cell, let itemID, let from, let to, let wrong):
            line.add("event", "state")
            line.add("cell", cell)
            line.add("item", itemID)
            line.add("from", from?.rawValue)
            line.add("to", to.rawValue)
            if let wrong { line.add("wrong", wrong) }
        case .applySnapshot(let inserted, let deleted, let moved, let reconfigured, let reloaded, let animated):
            line.add("event", "apply-snapshot")
            line.add("inserted", inserted)
            line.add("deleted", deleted)
            line.add("moved", moved)
            line.add("reconfigured", reconfigured)
            line.add("reloaded", reloaded)
            line.add("animated", animated)
        case .hitch(let workMs, let hitchMs, let missed):
            line.add("event", "hitch")
            line.add("work_ms", workMs)
            line.add("hitch_ms", hitchMs)
            line.add("missed", missed)
        case .reconfigure(let cell, let itemID):
            line.add("event", "reconfigure")
            line.add("cell", cell)
            line.add("item", itemID)
        case .reload(let cell, let itemID):
            line.add("event", "reload")
            line.add("cell", cell)
            line.add("item", itemID)
        case .toggle(let itemID, let identifier, let flag, let on):
            line.add("event", "toggle")
            line.add("item", itemID)
            line.add("identifier", identifier)
            line.add("flag", flag)
            line.add("on", on)
        case .rebuildRow(let itemID, let cell, let how, let previousItemID):
            line.add("event", "rebuild-row")
            line.add("item", itemID)
            line.add("cell", cell)
            line.add("how", how)
            if let previousItemID { line.add("previous_item", previousItemID) }
        case .rowState(let itemID, let lost, let gained):
            line.add("event", "row-state")
            line.add("item", itemID)
            line.add("lost", lost)
            line.add("gained", gained)
        case .restart(let task, let itemID, let rebuild):
            line.add("event", "restart")
            line.add("task", task)
            line.add("item", itemID)
            line.add("rebuild", rebuild)
        case .contentSize(let category, let from, let heightsRecomputed, let cellsUpdated, let anchorShift):
            line.add("event", "content-size")
            line.add("category", category.rawValue)
            line.add("from", from.rawValue)
            line.add("cells_updated", cellsUpdated)
            line.add("heights_recomputed", heightsRecomputed)
            line.add("anchor_shift", anchorShift)
        case .indicatorJump(let jump, let top, let length, let contentHeight):
            line.add("event", "indicator-jump")
            line.add("jump_pt", jump)
            line.add("top", top)
            line.add("length", length)
            line.add("content_height", contentHeight)
        case .call(let action):
            line.add("event", "call")
            line.add("action", action)
        case .userCode(let kind, let message, let cell):
            line.add("event", "user-code")
            line.add("kind", kind)
            if let cell { line.add("cell", cell) }
            line.add("message", message)
        }
        return line.string
    }
}

extension LoadOwner {
    /// "cell#3" or "prefetch".
    public var logName: String {
        switch self {
        case .cell(let id): "cell#\(id)"
        case .prefetch: "prefetch"
        case .model: "model"
        }
    }
}
