/// `@IBOutlet` for Swift without the Objective-C runtime: `@IBOutlet weak var imageView: UIImageView!` is written
/// `@Outlet var imageView: UIImageView!` and is used the same way. A nib or storyboard connects it by name: the
/// loader finds the wrapper (the stored property `_imageView`) with `Mirror`, in the class and its superclasses.
///
/// The wrapper keeps its value in a box it shares with its copies, so the copy `Mirror` hands out reaches the
/// object's own storage. It holds the view strongly (a property wrapper cannot be `weak`); the view does not hold
/// the object that owns the outlet, so no cycle arises.
@MainActor
@propertyWrapper
public struct Outlet<Value: AnyObject> {
    private let box = OutletBox<Value>()

    public init() {}

    public init(wrappedValue: Value?) { box.value = wrappedValue }

    public var wrappedValue: Value? {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// An outlet's storage.
@MainActor
final class OutletBox<Value: AnyObject> {
    var value: Value?
}

/// An outlet the nib loader connects without knowing its type.
@MainActor
protocol ConnectableOutlet {
    /// The type of object the outlet holds.
    var valueType: Any.Type { get }
    /// Stores `object`; false (and nothing stored) when it is not of the outlet's type.
    func connect(_ object: AnyObject) -> Bool
}

extension Outlet: ConnectableOutlet {
    var valueType: Any.Type { Value.self }

    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Value else { return false }
        box.value = typed
        return true
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
