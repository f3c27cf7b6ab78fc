/// A number the image pipeline hands out in order (1, 2, …) to tell apart things of one kind. `Kind` keeps the
/// kinds apart: a load task's number cannot be passed where a subscription's is expected.
public struct SerialID<Kind>: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The number: 1 for the first handed out.
    package let number: Int

    package init(_ number: Int) { self.number = number }

    public init(integerLiteral number: Int) { self.number = number }

    /// The first number of a kind.
    package static var first: SerialID { SerialID(1) }

    /// The number handed out after this one.
    package var next: SerialID { SerialID(number + 1) }

    public static func < (lhs: SerialID, rhs: SerialID) -> Bool { lhs.number < rhs.number }

    public var description: String { String(number) }
}

/// The kind of a `LoadTaskID`.
public enum LoadTaskKind {}
/// The kind of a `SubscriptionID`.
public enum SubscriptionKind {}

/// One coalesced transfer and decode of the image pipeline (`LoadScheduler.Task`).
public typealias LoadTaskID = SerialID<LoadTaskKind>
/// One party's wait for a load task (`LoadScheduler.Subscription`).
public typealias SubscriptionID = SerialID<SubscriptionKind>
