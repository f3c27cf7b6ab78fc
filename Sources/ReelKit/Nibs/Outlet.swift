/// `@IBOutlet` for Swift without the Objective-C runtime: `@IBOutlet weak var imageView: UIImageView!` is written
/// `@Outlet var imageView: UIImageView!` and is used the same way. A nib or storyboard connects it by name: the
/// loader finds the wrapper (the stored property `_imageView`) with `Mirror`, in the class and its superclasses.
///
/// An outlet collection is written the same way, `@Outlet var starViews: [UIImageView]!`: the file's
/// `<outletCollection>` connections fill it in the order the file lists them.
///
/// The wrapper keeps its value in a box it shares with its copies, so the copy `Mirror` hands out reaches the
/// object's own storage. It holds the view strongly (a property wrapper cannot be `weak`); the view does not hold
/// the object that owns the outlet, so no cycle arises.
@preconcurrency @MainActor
@propertyWrapper
public struct Outlet<Value> {
    private let box = OutletBox<Value>()

    public init() {}

    public init(wrappedValue: Value?) { box.value = wrappedValue }

    public var wrappedValue: Value? {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// An outlet's storage.
@preconcurrency @MainActor
final class OutletBox<Value> {
    var value: Value?
}

/// An outlet the nib loader connects without knowing its type.
@preconcurrency @MainActor
protocol ConnectableOutlet {
    /// The type of object the outlet holds.
    var valueType: Any.Type { get }
    /// Whether the outlet is a collection (an array of objects).
    var isCollection: Bool { get }
    /// Stores `object` (a collection: appends it); false (and nothing stored) when it is not of the outlet's type.
    func connect(_ object: AnyObject) -> Bool
    /// Empties the outlet (a collection, before a load fills it anew).
    func clear()
}

/// An array an outlet collection holds.
protocol OutletCollectionValue {
    /// The array with `object` appended; nil when `object` is not of the element type.
    static func appending(_ object: AnyObject, to array: Self?) -> Self?
}

extension Array: OutletCollectionValue where Element: AnyObject {
    static func appending(_ object: AnyObject, to array: [Element]?) -> [Element]? {
        guard let element = object as? Element else { return nil }
        return (array ?? []) + [element]
    }
}

extension Outlet: ConnectableOutlet {
    var valueType: Any.Type { Value.self }

    var isCollection: Bool { Value.self is any OutletCollectionValue.Type }

    func connect(_ object: AnyObject) -> Bool {
        if let collection = Value.self as? any OutletCollectionValue.Type {
            guard let appended = Self.append(object, to: box.value, as: collection) else { return false }
            box.value = appended
            return true
        }
        guard let typed = object as? Value else { return false }
        box.value = typed
        return true
    }

    func clear() { box.value = nil }

    private static func append<Collection: OutletCollectionValue>(
        _ object: AnyObject, to value: Value?, as collection: Collection.Type
    ) -> Value? {
        Collection.appending(object, to: value as? Collection).flatMap { $0 as? Value }
    }
}

enum Outlets {
    /// The outlet named `property` of `object` (its `@Outlet var property`), in its class or a superclass.
    @MainActor
    static func named(_ property: String, in object: AnyObject) -> (any ConnectableOutlet)? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == "_" + property {
                if let outlet = child.value as? any ConnectableOutlet { return outlet }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Whether `object` has a stored property named `property` that is not an `@Outlet` (an `@IBOutlet` left as it
    /// was, or a plain `var`).
    static func hasPlainProperty(_ property: String, in object: AnyObject) -> Bool {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if current.children.contains(where: { $0.label == property }) { return true }
            mirror = current.superclassMirror
        }
        return false
    }
}
