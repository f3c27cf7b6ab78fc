import Foundation
import ReelCore
import ReelGraphics
import ReelImages

/// The real image side of one panel: the curl loader and the pipeline, which fetches synthetic items from the
/// run's embedded server (started by the run driver when items need it, and shared by a comparison's panels).
struct ImageServices {
    let pipeline: ImagePipeline

    /// Services for a panel; `server` answers synthetic items (nil when none are needed).
    init(scenario: Scenario, items: [Item], server: EmbeddedImageServer?) throws {
        let prefix = "\(Item.embeddedScheme):"
        let settings = scenario.pipeline
        let limits = LoaderLimits(
            maxConcurrent: max(settings.maxConcurrent, 8), connectTimeoutMs: settings.connectTimeoutMs,
            totalTimeoutMs: settings.timeoutMs, maxRedirects: settings.maxRedirects, maxBytes: settings.maxBytes,
            fileRoot: settings.fileRoot
        )
        let loader = try CurlImageLoader(limits: limits)
        let base = server?.baseURL
        pipeline = ImagePipeline(loader: loader, maxPixels: settings.maxPixels) { url in
            guard let base, url.hasPrefix(prefix) else { return url }
            return base + url.dropFirst(prefix.count)
        }
    }

    func stop() {
        pipeline.shutdown()
    }

    /// Whether any item, now or inserted by the script, is a synthetic one served by the embedded server.
    static func needsEmbeddedServer(scenario: Scenario, items: [Item]) -> Bool {
        let prefix = "\(Item.embeddedScheme):"
        let insertsSynthetic = scenario.script.contains { action in
            if case .insert(_, _, let given) = action {
                return given.isEmpty || given.contains { $0.url.hasPrefix(prefix) }
            }
            return false
        }
        return insertsSynthetic || items.contains { $0.url.hasPrefix(prefix) }
    }

    /// Starts the embedded synthetic image server on an ephemeral loopback port.
    static func startEmbeddedServer() throws -> EmbeddedImageServer {
        let server = EmbeddedImageServer { index, width, height in
            SyntheticImage.png(index: index, width: width, height: height)
        }
        _ = try server.start()
        return server
    }
}
