import Foundation
import ReelCore
import ReelGraphics
import ReelImages

/// The real image side of a run: the embedded synthetic server (when items need it), the curl loader and the pipeline.
struct ImageServices {
    let server: EmbeddedImageServer?
    let pipeline: ImagePipeline

    init(scenario: Scenario, items: [Item]) throws {
        let prefix = "\(Item.embeddedScheme):"
        if items.contains(where: { $0.url.hasPrefix(prefix) }) {
            let server = EmbeddedImageServer { index, width, height in
                SyntheticImage.png(index: index, width: width, height: height)
            }
            _ = try server.start()
            self.server = server
        } else {
            server = nil
        }
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
        server?.stop()
    }
}
