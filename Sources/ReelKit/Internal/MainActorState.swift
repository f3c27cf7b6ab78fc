import ReelExecutors

/// The state ReelKit keeps for "the main actor" between calls: the views made while a cell is constructed, whether
/// Auto Layout is writing frames, the layout issues not reported yet, the number of actions made, the text measurer.
///
/// Every simulation has its own, as an app on a device has its own process: a simulation's main actor is the thread
/// its session is active on, while the process's real main actor (the main thread: a test that makes views directly,
/// the CLI outside a run) may run at the same time. Sharing one set of statics between them let a view made on the
/// main thread be claimed by a cell another thread was constructing, or a layout pass on one skip a pass on the
/// other; runs then depended on what else ran in the process. Code outside any simulation shares one more state.
@preconcurrency @MainActor
final class MainActorState {
    /// Views made since a cell's construction began (nil when no cell is being constructed).
    var constructionViews: [UIView]?
    /// Set while a layout engine writes frames: a frame it writes is not a change to re-base autoresizing on.
    var isWritingFrames = false
    /// Auto Layout's messages not taken yet, in the order they happened.
    var layoutIssues: [String] = []
    /// Actions made so far (a default action identifier's number).
    var actionsMade = 0
    /// Menus and context menus made without an identifier so far (their identifiers count them).
    var menusMade = 0
    var contextMenusMade = 0
    /// The run's general pasteboard (`UIPasteboard.general`), empty at its start.
    lazy var pasteboard = UIPasteboard(name: .general)
    /// The measurer `UILabel.reelTextMeasurer` sets here.
    var textMeasurer: (@MainActor (UILabel.TextRequest) -> UILabel.TextMetrics)?

    nonisolated init() {}

    /// The state of the main actor the calling code runs as: the active simulation's, else the process's.
    static var current: MainActorState { SimulationExecutors.active.map(perSession.value(in:)) ?? outside }

    /// Each simulation's own.
    private static let perSession = SessionLocal { MainActorState() }

    /// The state of code that runs outside every simulation.
    private static let outside = MainActorState()
}
