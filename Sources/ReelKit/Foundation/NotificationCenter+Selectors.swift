import Foundation

extension NotificationCenter {
    /// UIKit's observer by selector (`addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …)`):
    /// Foundation on Linux has no Objective-C runtime to send the selector with, so the observer is not added and the
    /// call is reported once as ignored. Observe with `addObserver(forName:object:queue:using:)` or
    /// `notifications(named:)` to have the code run.
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: Notification.Name?, object anObject: Any?
    ) {
        GalleryEngines.ignored(
            "NotificationCenter.addObserver(_:selector:name:object:): reel sends no message by selector")
    }
}
