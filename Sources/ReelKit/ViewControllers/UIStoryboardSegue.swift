/// A segue: compiles so that `prepare(for:sender:)` overrides do; reel performs none.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}
