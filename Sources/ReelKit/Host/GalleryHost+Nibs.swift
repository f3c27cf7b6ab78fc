import ReelCore

extension GalleryHost {
    /// Stops the run after this frame with `message` (bad input: a nib or storyboard that cannot be loaded); no more
    /// of the gallery's code is called.
    func stopRun(_ message: String) {
        report(.error, message)
        let reason = UserCodeStop(gallery: name, message: message)
        stop.withLock { $0 = $0 ?? reason }
    }
}
