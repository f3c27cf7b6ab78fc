import ReelCore

/// A text field: what the app sets is kept and read back (text, placeholder, styling, traits, delegate, accessory
/// views). reel shows no keyboard and sends no typing, so the text changes only when the app sets it, the field never
/// becomes first responder and the delegate is never called.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// How the field's border looks (kept, not drawn).
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows (kept).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    open var text: String? = ""
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    /// Whether the font follows the text size when it changes (a font made from a text style).
    open var adjustsFontForContentSizeCategory = false
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocorrectionType = UITextAutocorrectionType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var isSecureTextEntry = false
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    /// The view shown instead of the keyboard (kept; no keyboard or input view shows in a run).
    open var inputView: UIView?
    /// The view above the keyboard (kept).
    open var inputAccessoryView: UIView?
    /// The field's delegate (kept, never called).
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited: never.
    open var isEditing: Bool { false }

    /// Posted when a field's text changes by typing: never, in a run.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

/// A text field's delegate (every method optional; none is called, as nothing is typed).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The keyboard a text input asks for (kept: no keyboard shows).
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title (kept).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether typing is autocorrected (kept).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// How typing is capitalized (kept).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
