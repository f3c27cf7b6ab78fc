import ReelCore
import ReelKit

/// What one invocation of the tool runs with: the catalogue its scenarios' `gallery` names resolve in, and the name
/// it shows in help and error lines. The argument parser makes the commands itself, so they cannot be handed this;
/// `ReelTool.run` binds it as a task-local value around parsing and running instead (task-local values bind on the
/// calling thread in synchronous code too), which keeps two invocations in one process — tests — apart.
struct ToolContext: Sendable {
    /// The galleries of the user's own cell code (none in plain `reel`).
    var catalog: BindingCatalog
    /// The root command's name: `reel`, or the user's tool's.
    var commandName: String
    /// This program, when it runs as the tool itself (`ReelTool.main`), so it can start itself for a comparison's
    /// panels; nil when the tool runs inside another program (`ReelTool.run` in a test).
    var executable: URL? = nil

    /// Plain `reel`: the built-in catalogue only.
    static let reel = ToolContext(catalog: .builtIn, commandName: "reel")

    /// The invocation being parsed or run.
    @TaskLocal static var current = ToolContext.reel
}
