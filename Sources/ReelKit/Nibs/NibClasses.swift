import Synchronization

/// The classes a nib or storyboard may name in `customClass`. UIKit finds them by name through the Objective-C
/// runtime, which Swift on Linux does not have, so reel keeps a table: classes registered with a collection view
/// (`register(_:forCellWithReuseIdentifier:)`, a `CellRegistration`) are in it, and a gallery adds the others —
/// the cell class of a `register(_ nib:…)`, a storyboard's view controllers, views of its own class inside a cell —
/// with `NibClasses.register(PhotoCell.self, FeedViewController.self)` before loading the file.
///
/// A class is found by its name (`PhotoCell`) or, when the file names its module (`customModule="Gallery"`), by
/// its qualified name (`Gallery.PhotoCell`) first.
public enum NibClasses {
    private static let table = Mutex<[String: AnyClass]>([:])

    /// Makes `classes` known to nibs and storyboards by name.
    public static func register(_ classes: AnyClass...) {
        for type in classes { register(type) }
    }

    static func register(_ type: AnyClass) {
        let qualified = String(reflecting: type)
        let name = String(describing: type)
        table.withLock {
            $0[qualified] = type
            $0[name] = type
        }
    }

    /// The class registered as `name` (in `module`, when given).
    static func lookup(_ name: String, module: String?) -> AnyClass? {
        table.withLock { table in
            if let module, let type = table["\(module).\(name)"] { return type }
            return table[name]
        }
    }
}
