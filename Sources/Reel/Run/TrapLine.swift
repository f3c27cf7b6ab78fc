internal import CUserCodeTrap

/// The line printed when the user's code traps during a run (the gallery, the call, the item, the time).
package enum TrapLine {
    /// Makes the line start with `commandName` (`reel`, or the user's tool's name), as the tool's other error lines
    /// do. Called once, before any gallery runs.
    package static func setToolName(_ commandName: String) {
        commandName.withCString { reel_trap_set_tool($0) }
    }
}
