import ReelKit

// Cells that misbehave, one way each. Every one loads like the photo cell (cancel on reuse, identity check) unless
// the misbehaviour is the point.

/// A cell whose load task throws after its load: the error ends the task (nobody awaits it), the image never shows.
final class ThrowingCell: UICollectionViewCell, ItemCell {
    struct DecodeRefused: Error {}

    let imageView = UIImageView()
    private var task: Task<Void, any Error>?

    func configure(with item: Item) {
        task?.cancel()
        imageView.image = nil
        task = Task {
            let (data, _) = try await URLSession.shared.data(from: item.thumbURL)
            _ = UIImage(data: data)
            throw DecodeRefused()
        }
    }
}

/// Continuations the never-finishing cell's tasks wait on; kept (never resumed, never released) so the runtime does
/// not report them as leaked.
@MainActor
enum ParkedContinuations {
    static var all: [CheckedContinuation<Data, Never>] = []
}

/// A cell whose task awaits a continuation nobody ever resumes (a callback API that never calls back).
final class NeverFinishingCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()

    func configure(with item: Item) {
        imageView.image = nil
        Task {
            let data = await withCheckedContinuation { ParkedContinuations.all.append($0) }
            imageView.image = UIImage(data: data)
        }
    }
}

/// A cell that, for item 0, starts a task that spins on `Task.yield()` forever (polling a flag nobody sets); every
/// other item loads like the photo cell.
final class SpinningCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    private var task: Task<Void, Never>?
    private var itemID: String?

    func configure(with item: Item) {
        task?.cancel()
        itemID = item.id
        imageView.image = nil
        if item.id == "0" {
            Task.detached {
                while true { await Task.yield() }
            }
        }
        task = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL), let self,
                self.itemID == item.id
            else { return }
            self.imageView.image = UIImage(data: data)
        }
    }
}

/// A cell that blocks the thread for 300 ms of real time (a synchronous read of a file, a lock): in configure when it
/// is given item 0, in its load task when given item 1. Every item loads like the photo cell.
final class BlockingCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    private var task: Task<Void, Never>?
    private var itemID: String?

    func configure(with item: Item) {
        task?.cancel()
        itemID = item.id
        imageView.image = nil
        if item.id == "0" { Self.readSynchronously() }
        task = Task { [weak self] in
            if item.id == "1" { Self.readSynchronously() }
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL), let self,
                self.itemID == item.id
            else { return }
            self.imageView.image = UIImage(data: data)
        }
    }

    /// A synchronous call that takes 300 ms of real time.
    nonisolated static func readSynchronously() {
        Thread.sleep(forTimeInterval: 0.3)
    }
}

/// A cell with a badge label made before its title label, whose title names the item `offset` rows on (0: its own).
class BadgedCell: UICollectionViewCell {
    class var offset: Int { 0 }
    let badgeLabel = UILabel()
    let titleLabel = UILabel()
    let imageView = UIImageView()

    func configure(with item: Item) {
        badgeLabel.text = "New"
        titleLabel.text = "Photo \((Int(item.id) ?? 0) + Self.offset)"
    }
}

extension BadgedCell: ItemCell {}

/// `BadgedCell` showing the next item's title.
final class MislabelledBadgedCell: BadgedCell {
    override class var offset: Int { 1 }
}

/// Heavy work on the main actor: item 0's configure computes for 300 ms of CPU time (a warning that says so, not a
/// blocking call).
final class ComputingCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    private(set) var checksum: UInt64 = 0

    func configure(with item: Item) {
        imageView.image = nil
        if item.id == "0" { checksum = Self.compute(milliseconds: 300) }
    }

    /// Spins until the thread has used `milliseconds` of CPU time; returns a value so the loop is not optimised away.
    nonisolated static func compute(milliseconds: Double) -> UInt64 {
        var time = timespec()
        func cpu() -> Double {
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
        }
        let start = cpu()
        var value: UInt64 = 0x9E37_79B9
        while cpu() - start < milliseconds {
            for _ in 0..<10_000 { value = value &* 6_364_136_223_846_793_005 &+ 1 }
        }
        return value
    }
}

/// The pre-async pattern: decode on a global queue, then set the image in a `DispatchQueue.main.async` block; the
/// load task is cancelled on reconfigure, with no identity check after the hops.
final class MainQueueCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    private var task: Task<Void, Never>?

    func configure(with item: Item) {
        task?.cancel()
        imageView.image = nil
        task = Task {
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL) else { return }
            DispatchQueue.global().async {
                let image = UIImage(data: data)
                DispatchQueue.main.async { self.imageView.image = image }
            }
        }
    }
}

/// Shows a placeholder image while it loads and leaves it there when the load fails: its code never writes the image
/// view after a failure (as many real cells do). What the user sees is the failed state.
final class PlaceholderKeepingCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    private var task: Task<Void, Never>?
    private var representedID: String?

    func configure(with item: Item) {
        representedID = item.id
        imageView.image = UIImage(systemName: "photo")
        task = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL),
                let image = UIImage(data: data)
            else { return }
            guard let self, self.representedID == item.id else { return }
            self.imageView.image = image
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        imageView.image = nil
    }
}
