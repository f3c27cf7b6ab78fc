/// A line of `timeline.jsonl` as its event declares it: the event's kind (whose raw value is the name written), what
/// the event means, and its fields after the header in the order written, each with its value on this line and what
/// it means.
package struct TimelineLine: Sendable {
    /// A field of the line: its key, its value (nil: left out of this line) and what it means.
    package struct Entry: Sendable {
        package let field: TimelineField
        package let value: TimelineValue?
        package let doc: String

        init(_ field: TimelineField, _ value: TimelineValue?, _ doc: String) {
            self.field = field
            self.value = value
            self.doc = doc
        }

        /// The `task` field, which every load event has.
        static func task(_ task: LoadTaskID) -> Entry { Entry(.task, .int(task.number), "The load task's number.") }

        /// The `item` field: the item an event is about.
        static func item(_ itemID: ItemID?, _ doc: String = "The item's id.") -> Entry {
            Entry(.item, .item(itemID), doc)
        }

        /// The `cell` field: the cell an event is about.
        static func cell(_ cell: CellID, _ doc: String = "The cell's number (`#n` in frames and cells.csv).") -> Entry {
            Entry(.cell, .int(cell.number), doc)
        }

        /// The fields every supplementary view's event has: the view, its kind and the element it stands for.
        static func view(_ view: SupplementaryID, _ element: SupplementaryKey) -> [Entry] {
            [
                Entry(
                    .view, .int(view.number),
                    "The supplementary or decoration view's number (`<kind>#n` in frames and cells.csv; numbered "
                        + "apart from cells)."),
                Entry(
                    .kind, .text(SupplementaryFrame.logName(ofKind: element.kind)),
                    "The element's kind: `header`, `footer`, or the app's own kind string."),
                Entry(
                    .element, .text(element.logName),
                    "The element, as cells.csv's `item` column names it: `<kind>@<section>`, or "
                        + "`<kind>@<section>.<item>` for an item's supplementary view."),
            ]
        }
    }

    package let kind: TimelineEventKind
    /// One or two sentences: what happened.
    package let doc: String
    package let fields: [Entry]

    init(_ kind: TimelineEventKind, _ doc: String, _ fields: [Entry]) {
        self.kind = kind
        self.doc = doc
        self.fields = fields
    }
}

extension TimelineEvent {
    /// Every event of `timeline.jsonl`, declared once: its name (`TimelineEventKind`), what it means and its fields,
    /// each with its meaning and its value, in the order written. `TimedEvent.jsonLine` writes lines by it and
    /// docs/timeline-reference.md is generated from it.
    package var line: TimelineLine {
        typealias Entry = TimelineLine.Entry
        switch self {
        case .frame(let index, let offset, let velocity):
            return TimelineLine(
                .frame, "A frame was produced.",
                [
                    Entry(.index, .int(index), "The frame's number."),
                    Entry(.offset, .number(offset), "The content offset it shows (pt)."),
                    Entry(.velocity, .number(velocity), "The scroll velocity (pt/s; positive scrolls down the list)."),
                ])
        case .request(let task, let itemID, let url, let size, let priority, let owner):
            return TimelineLine(
                .request, "A new transfer was requested (a request for an image in flight joins it instead: `join`).",
                [
                    .task(task), .item(itemID), Entry(.url, .text(url), "The image's URL."),
                    Entry(.size, .text(size.description), "The pixel size it is prepared at (`WxH`)."),
                    Entry(.priority, .text(priority.description), "`high` (a visible cell) or `low` (a prefetch)."),
                    Entry(.owner, .text(owner.logName), "Who asked: `cell#N`, `prefetch` or `model`."),
                ])
        case .join(let task, let itemID, let owner):
            return TimelineLine(
                .join, "A request joined a transfer already in flight (coalesced).",
                [.task(task), .item(itemID), Entry(.owner, .text(owner.logName), "Who asked, as in `request`.")])
        case .start(let task, let due):
            return TimelineLine(
                .start, "The task got a transfer slot.",
                [.task(task), Entry(.dueMs, .number(due), "When the network model delivers it (virtual ms).")])
        case .cancel(let task, let itemID):
            return TimelineLine(
                .cancel, "The task's last subscriber left: the transfer is aborted and nothing is delivered.",
                [.task(task), .item(itemID)])
        case .deliver(let task, let itemID, let failure, let subscribers):
            return TimelineLine(
                .deliver, "The task finished: its subscribers get the image, or the failure.",
                [
                    .task(task), .item(itemID), Entry(.ok, .flag(failure == nil), "Whether the image arrived."),
                    Entry(
                        .error, failure.map { .text($0.logName) },
                        "Why it failed, in one line (as recorded traces have it); left out on success. summary.json "
                            + "counts failures by kind: [failure kinds](summary-reference.md#failure-kinds)."
                    ),
                    Entry(.subscribers, .int(subscribers), "The requests it answers."),
                ])
        case .cacheHit(let itemID):
            return TimelineLine(.cacheHit, "The memory cache answered a lookup.", [.item(itemID)])
        case .evict(let url):
            return TimelineLine(
                .evict, "An entry was evicted from the memory cache.",
                [Entry(.url, .text(url), "The evicted image's URL.")])
        case .create(let cell):
            return TimelineLine(.create, "A cell was created because the reuse pool was empty.", [.cell(cell)])
        case .dequeue(let cell, let itemID, let index, let reused):
            return TimelineLine(
                .dequeue, "A cell was dequeued for an item.",
                [
                    .cell(cell), .item(itemID), Entry(.index, .int(index), "The item's index in the list."),
                    Entry(.reused, .flag(reused), "Whether the cell came from the reuse pool."),
                ])
        case .reuse(let cell, let previous):
            return TimelineLine(
                .reuse, "`prepareForReuse` ran on a pooled cell.",
                [.cell(cell), Entry(.previousItem, .item(previous), "The item it represented before (null: none).")])
        case .display(let cell, let itemID, let prepared):
            return TimelineLine(
                .display, "`willDisplay`: the cell comes on screen.",
                [
                    .cell(cell), .item(itemID),
                    Entry(
                        .prepared, prepared ? .flag(true) : nil,
                        "`true` when the cell was configured before it came on screen (automatic cell prefetching); "
                            + "left out otherwise."),
                ])
        case .endDisplay(let cell, let itemID):
            return TimelineLine(
                .endDisplay, "`didEndDisplaying`: the cell left the screen and goes back to the pool.",
                [.cell(cell), .item(itemID)])
        case .apply(let cell, let itemID, let shows, let forItemID):
            return TimelineLine(
                .apply, "What a cell shows changed because a load finished.",
                [
                    .cell(cell), .item(itemID, "The item the cell represents now (null: none)."),
                    Entry(.shows, .text(shows), "What it shows now: `placeholder`, `image:<item>` or `failed:<item>`."),
                    Entry(.loadFor, .item(forItemID), "The item the finished load was for."),
                ])
        case .state(let cell, let itemID, let from, let to, let wrong):
            return TimelineLine(
                .state, "A visible cell's state changed (the states of cells.csv).",
                [
                    .cell(cell), .item(itemID),
                    Entry(.from, .text(from?.rawValue), "The state before (null: the cell just came on screen)."),
                    Entry(
                        .to, .text(to.rawValue),
                        "The state now: `placeholder`, `stale`, `correct`, `failed` or `wrong_text`."),
                    Entry(
                        .wrong, wrong.map { .text($0) },
                        "A stale image's kind, `other-item` or `outdated`; left out"
                            + " otherwise."),
                ])
        case .applySnapshot(let inserted, let deleted, let moved, let reconfigured, let reloaded, let animated):
            return TimelineLine(
                .applySnapshot, "A snapshot was applied.",
                [
                    Entry(.inserted, .int(inserted), "Items inserted."),
                    Entry(.deleted, .int(deleted), "Items deleted."), Entry(.moved, .int(moved), "Items moved."),
                    Entry(.reconfigured, .int(reconfigured), "Items reconfigured."),
                    Entry(.reloaded, .int(reloaded), "Items reloaded."),
                    Entry(.animated, .flag(animated), "Whether layout changes animate."),
                ])
        case .hitch(let workMs, let hitchMs, let missed):
            return TimelineLine(
                .hitch,
                "The frame's main-thread work overran the budget: the previous frame stays on screen (at rest too; "
                    + "summary.json's hitch figures count scrolling frames only).",
                [
                    Entry(.workMs, .number(workMs), "The frame's main-thread work (ms)."),
                    Entry(.hitchMs, .number(hitchMs), "Its overrun of the frame budget (ms)."),
                    Entry(.missed, .int(missed), "Refreshes the previous frame stays on screen for."),
                ])
        case .prepare(let cell, let itemID, let index):
            return TimelineLine(
                .prepare, "A cell was dequeued and configured ahead of display (automatic cell prefetching).",
                [.cell(cell), .item(itemID), Entry(.index, .int(index), "The item's index in the list.")])
        case .unprepare(let cell, let itemID, let displayed):
            return TimelineLine(
                .unprepare, "A prepared (or kept) cell went back to the pool without being displayed (again).",
                [
                    .cell(cell), .item(itemID),
                    Entry(.wasDisplayed, .flag(displayed), "Whether it had been displayed before."),
                ])
        case .reconfigure(let cell, let itemID):
            return TimelineLine(
                .reconfigure, "A cell was configured again in place (snapshot reconfigure).",
                [.cell(cell), .item(itemID)])
        case .reload(let cell, let itemID):
            return TimelineLine(
                .reload,
                "A displayed cell was replaced by a newly dequeued one (snapshot reload); the new cell's dequeue "
                    + "follows.",
                [.cell(cell, "The replaced cell's number."), .item(itemID)])
        case .toggle(let itemID, let identifier, let flag, let on):
            return TimelineLine(
                .toggle, "A per-row flag was switched on or off.",
                [
                    .item(itemID), Entry(.identifier, .text(identifier), "The row's identifier, which keeps the flag."),
                    Entry(.flag, .text(flag), "The flag: `selected` or `expanded`."),
                    Entry(.on, .flag(on), "Whether it is on now."),
                ])
        case .rebuildRow(let itemID, let cell, let how, let previousItemID):
            return TimelineLine(
                .rebuildRow, "An apply rebuilt a surviving row.",
                [
                    .item(itemID), .cell(cell),
                    Entry(
                        .how, .text(how),
                        "`reconfigured`: its cell was configured with another item behind the same identifier; "
                            + "`replaced`: the row's identifier changed."),
                    Entry(
                        .previousItem, previousItemID.map { .item($0) },
                        "The item the cell represented before; left out when `replaced`."),
                ])
        case .rowState(let itemID, let lost, let gained):
            return TimelineLine(
                .rowState,
                "An apply changed a surviving item's per-row flags: state it had was lost, or state of another row "
                    + "landed on it.",
                [
                    .item(itemID), Entry(.lost, .text(lost), "The flags lost, joined by `+` (empty: none)."),
                    Entry(.gained, .text(gained), "The flags gained from another row, joined by `+` (empty: none)."),
                ])
        case .restart(let task, let itemID, let rebuild):
            return TimelineLine(
                .restart,
                "A new transfer started for an image whose in-flight transfer was cancelled earlier in the same frame.",
                [
                    .task(task), .item(itemID),
                    Entry(.rebuild, .flag(rebuild), "Whether it was cancelled because an apply rebuilt the row."),
                ])
        case .contentSize(let category, let from, let heightsRecomputed, let cellsUpdated, let anchorShift):
            return TimelineLine(
                .contentSize, "The Dynamic Type text size changed.",
                [
                    Entry(.category, .text(category.rawValue), "The text size now (`content_size`'s names)."),
                    Entry(.from, .text(from.rawValue), "The text size before."),
                    Entry(.cellsUpdated, .int(cellsUpdated), "Cells updated with the new fonts."),
                    Entry(.heightsRecomputed, .int(heightsRecomputed), "Self-sizing heights measured again at once."),
                    Entry(.anchorShift, .number(anchorShift), "The scroll-anchor compensation it took (pt)."),
                ])
        case .appearance(let style, let from, let cellsUpdated):
            return TimelineLine(
                .appearance, "The screen switched between the light and dark appearance.",
                [
                    Entry(.style, .text(style.rawValue), "The appearance now (`light` or `dark`)."),
                    Entry(.from, .text(from.rawValue), "The appearance before."),
                    Entry(.cellsUpdated, .int(cellsUpdated), "Cells that heard of it and are drawn again."),
                ])
        case .indicatorJump(let jump, let top, let length, let contentHeight):
            return TimelineLine(
                .indicatorJump,
                "The scroll indicator's knob moved more than the scroll explains, by over 1 pt (estimated heights "
                    + "replaced, content changed).",
                [
                    Entry(.jumpPt, .number(jump), "How far it moved beyond the scroll (pt)."),
                    Entry(.top, .number(top), "The knob's top now (pt)."),
                    Entry(.length, .number(length), "The knob's length now (pt)."),
                    Entry(.contentHeight, .number(contentHeight), "The content's height (pt)."),
                ])
        case .call(let action):
            return TimelineLine(
                .call, "The script called the gallery's named action.",
                [Entry(.action, .text(action), "The action's name.")])
        case .userCode(let kind, let message, let cell):
            return TimelineLine(
                .userCode,
                "An outcome of the user's own code (ReelKit): an escape from determinism, an error, a late write.",
                [
                    Entry(.kind, .text(kind), "The outcome's kind, as summary.json's `gallery.user_code` counts it."),
                    Entry(.cell, cell.map { .int($0.number) }, "The cell whose code it was; left out when none."),
                    Entry(.message, .text(message), "What happened."),
                ])
        case .swipe(let section, let from, let to):
            return TimelineLine(
                .swipe, "The script swiped a section's sideways band.",
                [
                    Entry(.section, .int(section), "The section, as the app numbers it."),
                    Entry(
                        .from, from.map { .number($0) } ?? .text(nil),
                        "The band's offset when the swipe began (pt; null: the section scrolls no band now, and the "
                            + "swipe does nothing)."),
                    Entry(
                        .to, to.map { .number($0) } ?? .text(nil),
                        "The offset it comes to rest at, on the page or group its behavior stops at (pt)."),
                ])
        case .viewDequeue(let view, let element, let reused):
            return TimelineLine(
                .viewDequeue,
                "A header, footer, other supplementary view or decoration view was dequeued for an element and "
                    + "configured (created when its kind's reuse pool was empty; `prepareForReuse` ran otherwise).",
                Entry.view(view, element) + [
                    Entry(.reused, .flag(reused), "Whether the view came from the reuse pool.")
                ])
        case .viewDisplay(let view, let element):
            return TimelineLine(
                .viewDisplay, "`willDisplaySupplementaryView`: the view comes on screen.", Entry.view(view, element))
        case .viewEndDisplay(let view, let element):
            return TimelineLine(
                .viewEndDisplay,
                "`didEndDisplayingSupplementaryView`: the view left the screen and goes back to its kind's pool.",
                Entry.view(view, element))
        case .viewState(let view, let element, let from, let to, let shows):
            return TimelineLine(
                .viewState,
                "A visible supplementary view's state changed: `correct` when it shows what a view never used for "
                    + "another element shows, `wrong_text` otherwise (a reused header keeping another section's "
                    + "title).",
                Entry.view(view, element) + [
                    Entry(.from, .text(from?.rawValue), "The state before (null: the view just came on screen)."),
                    Entry(.to, .text(to.rawValue), "The state now: `correct` or `wrong_text`."),
                    Entry(.shows, .text(shows), "What its labels show: `text:<text>`, or `none`."),
                ])
        }
    }
}
