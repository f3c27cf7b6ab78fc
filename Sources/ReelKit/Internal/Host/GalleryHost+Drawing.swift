import Foundation
import ReelCore

extension GalleryHost {
    /// The frame's layout pass and what it shows (`drawing: app`): each visible cell and supplementary view is given
    /// its size on screen (as UIKit applies the layout's attributes), laid out (`layoutIfNeeded()`: Auto Layout,
    /// autoresizing and the view's `layoutSubviews`), and read into the tree the renderer draws.
    func drawings(of requests: [DrawingRequest]) -> FrameDrawings {
        let traits = UITraitCollection(userInterfaceStyle: appearance == .dark ? .dark : .light)
        let builder = ViewDrawingBuilder(timeMs: world?.nowMs ?? 0, traits: traits)
        var drawn: [DrawingRequest.Target: DrawnView] = [:]
        for request in requests {
            let object: UIView? =
                switch request.target {
                case .cell(let id): cells[id]
                case .view(let id): views[id]
                }
            guard let view = object else { continue }
            let size = CGSize(width: request.width, height: request.height)
            if view.frame.size != size { view.frame = CGRect(origin: view.frame.origin, size: size) }
            view.layoutIfNeeded()
            drawn[request.target] =
                builder.drawing(of: view, at: CGRect(origin: .zero, size: size))
                ?? DrawnView(frame: Rect(x: 0, y: 0, width: request.width, height: request.height))
        }
        let background = (collectionView?.backgroundColor ?? .systemBackground).resolvedColor(with: traits)
        return FrameDrawings(drawings: drawn, background: Color(background))
    }
}
