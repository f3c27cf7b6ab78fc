/// Alamofire's namespace on a value: `imageView.af.setImage(withURL:)` (AlamofireImage's members live in it).
public struct AlamofireExtension<ExtendedType> {
    /// The extended value.
    public private(set) var type: ExtendedType

    /// Wraps `type`.
    public init(_ type: ExtendedType) {
        self.type = type
    }
}

/// A type with the `af` namespace.
public protocol AlamofireExtended {
    /// The extended type.
    associatedtype ExtendedType
    /// The namespace on the type.
    static var af: AlamofireExtension<ExtendedType>.Type { get set }
    /// The namespace on an instance.
    var af: AlamofireExtension<ExtendedType> { get set }
}

extension AlamofireExtended {
    /// Alamofire's members for the type.
    public static var af: AlamofireExtension<Self>.Type {
        get { AlamofireExtension<Self>.self }
        set {}
    }

    /// Alamofire's members for this value.
    public var af: AlamofireExtension<Self> {
        get { AlamofireExtension(self) }
        set {}
    }
}
