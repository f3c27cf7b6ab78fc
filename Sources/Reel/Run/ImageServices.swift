import Foundation
import ReelCore
import ReelGraphics
import ReelImages

/// The real image side of a run: the embedded synthetic server (when items need it), the curl loader and the pipeline.
struct ImageServices {
    let server: EmbeddedImageServer?
    let pipeline: ImagePipeline

    /// The server this instance started (and stops); nil when it uses a shared one or needs none.
    let ownedServer: EmbeddedImageServer?

    /// Services for a run; `sharedServer` lets several runs (a comparison) use one embedded server.
    init(scenario: Scenario, items: [Item], sharedServer: EmbeddedImageServer? = nil) throws {
        let prefix = "\(Item.embeddedScheme):"
        if let sharedServer {
            server = sharedServer
            ownedServer = nil
        } else if Self.needsEmbeddedServer(scenario: scenario, items: items) {
            let server = try Self.startEmbeddedServer()
            self.server = server
            ownedServer = server
        } else {
            server = nil
            ownedServer = nil
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
        ownedServer?.stop()
    }

    /// Whether any item, now or inserted by the script, is a synthetic one served by the embedded server.
    static func needsEmbeddedServer(scenario: Scenario, items: [Item]) -> Bool {
        let prefix = "\(Item.embeddedScheme):"
        let insertsSynthetic = scenario.script.contains { action in
            if case .insert(_, _, let given) = action { return given.isEmpty || given.contains { $0.url.hasPrefix(prefix) } }
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
