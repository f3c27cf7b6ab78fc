import Foundation

/// A date picker, as a screen builds one (often as a text field's `inputView`): its mode, range and date are kept and
/// read back, the date held within `minimumDate`…`maximumDate` as UIKit shows it, starting at the reference date.
/// reel draws no picker and nobody turns its wheels, so no value-changed action is sent.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker shows.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        case yearAndMonth = 4
    }

    open var datePickerMode: Mode = .dateAndTime
    open var locale: Locale?
    open var calendar: Calendar! = Calendar.current
    open var timeZone: TimeZone?
    open var minimumDate: Date?
    open var maximumDate: Date?
    /// The count-down timer's seconds (kept).
    open var countDownDuration: TimeInterval = 0
    /// The minutes between choices, 1…30 (kept).
    open var minuteInterval = 1
    /// The style asked for (kept; reel draws no picker).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: the one asked for, wheels when that was automatic.
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
    }

    /// A picker starts at the reference date (2001-01-01 UTC), not at the wall clock's now as UIKit's does: a run
    /// happens at no particular time, and what the app reads from it stays the same on every run.
    private var chosen = Date(timeIntervalSinceReferenceDate: 0)

    /// The date shown, within `minimumDate`…`maximumDate`.
    open var date: Date {
        get {
            var shown = chosen
            if let minimumDate, shown < minimumDate { shown = minimumDate }
            if let maximumDate, shown > maximumDate { shown = maximumDate }
            return shown
        }
        set { chosen = newValue }
    }

    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }
}

/// How a date picker is drawn.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
