// Identifier-keyed prefetch, its loads and cache by item id: UIKit code run with `import ReelKit`.
import ReelKit

// ✅ GOOD: Full prefetch controller using Swift Concurrency with stable IDs
@MainActor
final class ImagePrefetchController<ItemID: Hashable & Sendable> {
    private var tasks: [ItemID: Task<UIImage?, Never>] = [:]
    private var cache: [ItemID: UIImage] = [:]
    func startPrefetching(for items: [(id: ItemID, url: URL)]) {
        for item in items {
            guard cache[item.id] == nil, tasks[item.id] == nil else { continue }
            tasks[item.id] = Task {
                do {
                    let (data, _) = try await URLSession.shared.data(from: item.url)
                    try Task.checkCancellation()
                    guard let image = UIImage(data: data) else { return nil }
                    let prepared = await image.byPreparingForDisplay()
                    try Task.checkCancellation()
                    cache[item.id] = prepared
                    tasks[item.id] = nil // Clean up handle
                    return prepared
                } catch {
                    tasks[item.id] = nil
                    return nil
                }
            }
        }
    }
    func cancelPrefetching(for ids: [ItemID]) {
        for id in ids {
            tasks[id]?.cancel()
            tasks[id] = nil
        }
    }
    func cachedImage(for id: ItemID) -> UIImage? { cache[id] }
    func image(for id: ItemID) async -> UIImage? {
        if let cached = cache[id] { return cached }
        return await tasks[id]?.value
    }
}
