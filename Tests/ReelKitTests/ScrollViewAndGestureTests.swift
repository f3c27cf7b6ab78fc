import Foundation
import Testing

@testable import ReelKit

/// The UIKit that real gallery screens use around the collection view: scroll views, gesture recognizers, the
/// subview order and its hooks, text fields, segmented controls, URL sessions made from a configuration, and the
/// small value helpers.
@MainActor @Suite struct ScrollViewAndGestureTests {
    @Test func aScrollViewOfTheAppsKeepsWhatItIsGiven() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
        scrollView.indicatorStyle = .black
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
        #expect(scrollView.contentSize.height == 400 && scrollView.indicatorStyle == .black)
        #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    }

    @Test func theCollectionViewIsAScrollViewWhoseDelegateIsAScrollViewDelegate() {
        final class Delegate: UICollectionViewDelegate {}
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let scrollView: UIScrollView = collectionView
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(collectionView.contentOffset == .zero, "reel's scroll position: only the script scrolls")
        let delegate: any UIScrollViewDelegate = Delegate()
        delegate.scrollViewDidScroll(collectionView)  // the default does nothing
    }

    @Test func gestureRecognizersAreKeptOnTheirViewAndNeverFire() {
        let view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: Selector("handleTap(_:)"))
        tap.numberOfTapsRequired = 2
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        swipe.direction = [.left, .right]
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(swipe)
        #expect(view.gestureRecognizers?.count == 2 && tap.view === view && tap.state == .possible)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view == nil && swipe.view === view)
    }

    @Test func subviewsTakeTheOrderAsked() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        parent.insertSubview(b, aboveSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(b.superview === parent && parent.subviews.count == 3)
    }

    @Test func aSegmentedControlKeepsItsSegmentsAndSelection() {
        let control = UISegmentedControl(items: ["Grid", "List"])
        control.insertSegment(withTitle: "Map", at: 5, animated: false)
        control.selectedSegmentIndex = 1
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Map")
        #expect(control.selectedSegmentIndex == 1)
        control.removeAllSegments()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aSessionOfItsOwnKeepsItsConfiguration() {
        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForRequest = 15
        configuration.httpAdditionalHeaders = ["Accept": "application/json"]
        let session = URLSession(configuration: configuration, delegate: nil, delegateQueue: nil)
        #expect(session.configuration.timeoutIntervalForRequest == 15)
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest == 60)
    }

    @Test func valueHelpersAsUIKitHasThem() {
        let rect = CGRect(x: 10, y: 10, width: 100, height: 50)
        #expect(
            rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
                == CGRect(x: 20, y: 15, width: 80, height: 40))
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(
            UIActivityIndicatorView.Style.gray.rawValue == 2 && UIActivityIndicatorView.Style.medium.rawValue == 100)
        let defaults = UserDefaults(suiteName: "reel-kvc-\(UUID())")!
        defaults.setValue("on", forKey: "mode")
        #expect(defaults.string(forKey: "mode") == "on")
    }

    @Test func theHierarchyHooksRunAsUIKitCallsThem() {
        final class Probe: UIView {
            var calls: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { calls.append("will \(newSuperview != nil)") }
            override func didMoveToSuperview() { calls.append("did \(superview != nil)") }
        }
        let parent = UIView()
        let probe = Probe()
        parent.addSubview(probe)
        probe.removeFromSuperview()
        #expect(probe.calls == ["will true", "did true", "will false", "did false"])
        #expect(probe.window == nil)
    }

    @Test func aTextFieldKeepsWhatTheAppSetsAndNeverEdits() {
        let field = UITextField()
        field.placeholder = "Search photos"
        field.text = "cats"
        field.keyboardType = .webSearch
        field.returnKeyType = .search
        field.inputAccessoryView = UIView()
        #expect(field.text == "cats" && field.placeholder == "Search photos" && field.keyboardType == .webSearch)
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        let bar = UINavigationBar()
        bar.setBackgroundImage(UIImage(), for: .default)
        #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .compact) == nil)
    }
}

/// The controls a screen builds beside its collection view and never shows in a run: a date picker keeps its mode,
/// range and date (held within the range), a toolbar its items and UIKit's height, and an `NSIndexPath` reads as
/// UIKit's additions read it.
@MainActor @Suite struct InputAccessoryControlsTests {
    @Test func aDatePickerKeepsItsModeAndHoldsItsDateWithinItsRange() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.datePickerStyle == .wheels)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 0), "a run reads no wall clock")
        let start = Date(timeIntervalSince1970: 1_000_000)
        picker.datePickerMode = .date
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(86_400)
        picker.date = start.addingTimeInterval(-5)
        #expect(picker.date == start)
        picker.setDate(start.addingTimeInterval(3_600), animated: true)
        #expect(picker.date == start.addingTimeInterval(3_600))
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && UIDatePicker.Mode.countDownTimer.rawValue == 3)
    }

    @Test func aToolbarKeepsItsItemsAndIsUIKitsHeight() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        toolbar.items = [done, UIBarButtonItem(title: "Today", style: .plain, target: nil, action: nil)]
        toolbar.sizeToFit()
        #expect(toolbar.frame.size == CGSize(width: 320, height: 44))
        toolbar.setItems([done], animated: false)
        #expect(toolbar.items?.count == 1 && toolbar.barStyle == .default)
    }

    @Test func anNSIndexPathHasUIKitsRowItemAndSection() {
        let path = NSIndexPath(row: 4, section: 2)
        #expect(path.row == 4 && path.item == 4 && path.section == 2)
        #expect(NSIndexPath(item: 7, section: 1).item == 7)
    }
}
