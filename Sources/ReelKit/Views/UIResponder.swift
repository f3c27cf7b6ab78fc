import Foundation

/// UIKit's responder, for what screens observe through it: the keyboard's notifications and their user-info keys
/// (`NotificationCenter.default.addObserver(self, selector: ..., name: UIResponder.keyboardWillShowNotification,
/// object: nil)`).
/// reel shows no keyboard, so none of them is ever posted. Views and controllers are not `UIResponder` subclasses
/// here; a view answers the first-responder calls itself (`resignFirstResponder()`, `endEditing(_:)`), and none takes
/// the status.
@preconcurrency @MainActor
open class UIResponder {
    public init() {}

    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// Whether the responder can take the first-responder status (none can here).
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }

    /// Asks to become the first responder: refused (reel shows no keyboard).
    @discardableResult open func becomeFirstResponder() -> Bool { false }

    /// Gives the first-responder status up (there is none to give).
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
