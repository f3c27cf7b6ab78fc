/// The binding most tutorials show: prepareForReuse clears the image but does not cancel the load,
/// and the completion writes into the cell it captured, whatever that cell represents by then.
public struct NaiveBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .naive }

    public func prepareForReuse<World: BindingWorld>(cell cellID: Int, in world: inout World) {
        world.setContent(.placeholder, of: cellID)
    }

    public func configure<World: BindingWorld>(cell cellID: Int, itemAt index: Int, in world: inout World) {
        configureFromCacheOrLoad(cell: cellID, itemAt: index, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        world.setContent(completion.content, of: completion.cellID)
    }
}
