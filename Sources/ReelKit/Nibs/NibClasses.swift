import Synchronization

/// The classes a nib or storyboard may name in `customClass`. UIKit finds them by name through the Objective-C
/// runtime; reel finds them through Swift's, by module and name, with no registration call:
///
/// 1. a class registered here (`NibClasses.register(PhotoCell.self)`, or with a collection view:
///    `register(_:forCellWithReuseIdentifier:)`, a `CellRegistration`), by its qualified name when the file names a
///    module (`customModule="Gallery"`), else by its name;
/// 2. the class of that name in the file's module (`Gallery.PhotoCell`);
/// 3. the class of that name in a module of the galleries registered with a catalogue, or of classes registered
///    here: a file whose `customModule` names the app's module (`Feed`) finds the class in the package's module the
///    app's files were moved to.
public enum NibClasses {
    private static let table = Mutex<[String: AnyClass]>([:])
    /// Modules of the galleries and classes registered, in the order first seen.
    private static let modules = Mutex<[String]>([])

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
        noteModule(of: type)
    }

    /// Notes the module `type` is declared in, whose classes a file may then name without a module of its own.
    static func noteModule(of type: Any.Type) {
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: "."), !qualified.hasPrefix("ReelKit.") else { return }
        let module = String(qualified[..<dot])
        modules.withLock { if !$0.contains(module) { $0.append(module) } }
    }

    /// The class `name` (in `module`, when the file gives one), as the type's documentation says.
    static func lookup(_ name: String, module: String?) -> AnyClass? {
        let registered: AnyClass? = table.withLock { table -> AnyClass? in
            if let module, let type = table["\(module).\(name)"] { return type }
            return table[name]
        }
        if let registered { return registered }
        let candidates = (module.map { [$0] } ?? []) + modules.withLock { $0 }
        for module in candidates {
            // Swift's runtime looks a class up by its qualified name, as the Objective-C runtime does UIKit's.
            if let type = _typeByName("\(module).\(name)") as? AnyClass {
                register(type)
                return type
            }
        }
        return nil
    }

    /// The modules a class is looked for in, for a file that names `module`: for messages.
    static func searchedModules(fileModule module: String?) -> [String] {
        var searched = module.map { [$0] } ?? []
        for known in modules.withLock({ $0 }) where !searched.contains(known) { searched.append(known) }
        return searched
    }
}
