/// A validated scenario: everything one run needs, as plain values.
public struct Scenario: Sendable, Equatable {
    package var name: String
    package var canvas: Canvas
    package var template: String
    package var items: ItemsSource
    package var network: NetworkSettings
    package var pipeline: PipelineSettings
    package var prefetch: PrefetchSettings
    package var binding: BindingStrategyKind
    /// The user's ReelKit gallery that runs instead of a built-in binding (a name its tool registered), or nil.
    package var gallery: String?
    package var script: [ScriptAction]
    /// The scenario's `main_thread` settings, applied over the template's costs.
    package var mainThread = MainThreadCostOverrides()
    /// UIKit's automatic cell prefetching (iOS 15): prepare cells ahead of display in frames with spare time.
    package var cellPrefetching = true
    /// What the data source uses as identifiers, and where the cell registration is created.
    package var dataSource = DataSourceSettings()
    /// Dynamic Type: the content size category the run starts with (`content_size` actions change it).
    package var contentSize = ContentSizeCategory.large
    /// UIScrollView's vertical scroll indicator (`showsVerticalScrollIndicator`): drawn in frames, jumps measured.
    package var scrollIndicator = true
    /// The scenario's `layout` overrides, applied over the template's layout.
    package var layout = LayoutOverrides()
    /// The most frames a run may make (`max_frames`; `--max-frames` overrides it); checked up front against
    /// `estimatedFrames`.
    package var maxFrames = Scenario.defaultMaxFrames
    /// The screen's safe-area insets (`safe_area`): UIKit adds them to the collection view's content inset, and the
    /// app's views see them as `safeAreaInsets`.
    package var safeArea = EdgeInsets.zero
    /// The device named by `device` (`device` sets the canvas and safe area from it).
    var chosenDevice = Device.custom

    /// Whether frames draw the app's own cell views: a gallery of the user's code with `drawing` `app`.
    package var drawsAppViews: Bool { gallery != nil && drawing == .app }
    /// What draws a gallery's cells: its own views (the default) or the template (`drawing`).
    package var drawing = CellDrawing.app
    /// The appearance the app's views are drawn in (`appearance`): dynamic colours resolve in it.
    package var appearance = Appearance.light
    /// How an image URL the app requests maps to an item (`image_urls.match`; nil: `path`, see `ImageURLMatch`).
    package var imageURLMatchText: String?

    /// The rule `imageURLMatchText` names (`path` when it names none: the scenario's check refuses such text).
    package var imageURLMatch: ImageURLMatch { (try? ImageURLMatch(parsing: imageURLMatchText)) ?? .path }
    /// The setting keys given explicitly (in the scenario file, by `--vary` or through `setting(_:_:)`), e.g.
    /// `network.latency.median_ms`: a setting not given takes the value its object's `SettingRule` derives from
    /// those that are (p95 from the median), the same way whichever way the others were given. A property set
    /// directly in Swift is not given: set it through `setting(_:_:)` for later changes to keep it.
    public internal(set) var givenSettings: Set<String> = []

    /// The default of `max_frames`.
    package static let defaultMaxFrames = 100_000

    package init(
        name: String, canvas: Canvas = .init(), template: String = "photo-grid",
        items: ItemsSource = .synthetic(count: 100),
        network: NetworkSettings = .init(), pipeline: PipelineSettings = .init(), prefetch: PrefetchSettings = .init(),
        binding: BindingStrategyKind = .cancelClearVerify, script: [ScriptAction]
    ) {
        self.name = name
        self.canvas = canvas
        self.template = template
        self.items = items
        self.network = network
        self.pipeline = pipeline
        self.prefetch = prefetch
        self.binding = binding
        self.script = script
    }
}

/// The output surface: size in points, pixel scale and frame rate.
public struct Canvas: Sendable, Equatable, Codable {
    package var width: Double = 390
    package var height: Double = 844
    package var scale: Double = 2
    package var fps: Double = 60

    package init(width: Double = 390, height: Double = 844, scale: Double = 2, fps: Double = 60) {
        self.width = width
        self.height = height
        self.scale = scale
        self.fps = fps
    }

    /// Milliseconds between two frames.
    package var frameDurationMs: Double { 1000 / fps }
    /// The surface size in pixels.
    package var pixelSize: PixelSize { PixelSize(points: width, height, scale: scale) }
}

/// Where the items come from.
public enum ItemsSource: Sendable, Equatable {
    /// The built-in synthetic images, served by the embedded server (at `imageSize` pixels square, else 512).
    case synthetic(count: Int, imageSize: Int? = nil)
    /// An inline list (also what a manifest, a directory or a URL list becomes once read).
    case list([Item])
    /// A manifest file (JSON or CSV), read by the runner; the path is relative to the scenario.
    case manifest(String)
    /// A folder of PNG/JPEG files, loaded as file:// URLs confined to that folder; read by the runner.
    case directory(String)

    /// The items, in data-source order; empty for file-based sources the runner has not read yet.
    package func makeItems() -> [Item] {
        switch self {
        case .synthetic(let count, let imageSize):
            (0..<count).map { Item.synthetic(index: $0, imageSize: imageSize) }
        case .list(let items):
            items
        case .manifest, .directory:
            []
        }
    }
}

/// The modelled network: seeded latency distribution and failures.
public struct NetworkSettings: Sendable, Equatable {
    package var seed: UInt64 = 1
    package var latencyMedianMs: Double = 120
    package var latencyP95Ms: Double = 450
    package var failureRate: Double = 0
    /// How modelled failures split into timeouts, HTTP 500s and connection resets.
    package var failureKinds = FailureKinds()
    /// Modelled bandwidth: a bigger body arrives later. nil is unlimited.
    package var bandwidthBytesPerSecond: Double?
    /// A recorded trace to replay instead of the model (a path relative to the scenario, read by the runner).
    package var traceFile: String?
    /// A HAR file whose timings, sizes and statuses replay instead of the model (relative to the scenario, read by
    /// the runner).
    package var harFile: String?
    /// How HAR entries map to items (`HARMapping`); nil is `order`.
    package var harMap: String?

    package init(
        seed: UInt64 = 1, latencyMedianMs: Double = 120, latencyP95Ms: Double = 450, failureRate: Double = 0,
        failureKinds: FailureKinds = .init(), bandwidthBytesPerSecond: Double? = nil, traceFile: String? = nil
    ) {
        self.seed = seed
        self.latencyMedianMs = latencyMedianMs
        self.latencyP95Ms = latencyP95Ms
        self.failureRate = failureRate
        self.failureKinds = failureKinds
        self.bandwidthBytesPerSecond = bandwidthBytesPerSecond
        self.traceFile = traceFile
    }
}

/// Image pipeline limits.
public struct PipelineSettings: Sendable, Equatable {
    package var maxConcurrent: Int = 6
    package var memoryCacheMB: Double = 64
    /// Largest single cache entry; nil means the whole cache.
    package var memoryCacheEntryMB: Double?
    package var timeoutMs: Int = 10_000
    package var connectTimeoutMs: Int = 2_000
    package var maxBytes: Int = 20 * 1024 * 1024
    package var maxRedirects: Int = 3
    package var maxPixels: Int = 50_000_000
    /// file:// URLs are refused unless this directory is set; then only files inside it load.
    package var fileRoot: String?

    package init(
        maxConcurrent: Int = 6, memoryCacheMB: Double = 64, timeoutMs: Int = 10_000, connectTimeoutMs: Int = 2_000,
        maxBytes: Int = 20 * 1024 * 1024, maxRedirects: Int = 3, maxPixels: Int = 50_000_000, fileRoot: String? = nil
    ) {
        self.maxConcurrent = maxConcurrent
        self.memoryCacheMB = memoryCacheMB
        self.timeoutMs = timeoutMs
        self.connectTimeoutMs = connectTimeoutMs
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
        self.maxPixels = maxPixels
        self.fileRoot = fileRoot
    }

    /// The cache limit in bytes.
    var memoryCacheBytes: Int { Int(memoryCacheMB * 1024 * 1024) }
    /// The per-entry limit in bytes.
    var memoryCacheEntryBytes: Int { memoryCacheEntryMB.map { Int($0 * 1024 * 1024) } ?? memoryCacheBytes }
}

/// Prefetching: how far ahead and behind, in screens.
public struct PrefetchSettings: Sendable, Equatable {
    package var enabled = true
    package var leadScreens = 1.0
    package var trailScreens = 0.0
    /// Prefetch transfers in flight at once (they also share the pipeline's `max_concurrent`).
    package var maxConcurrent = 2

    package init(enabled: Bool = true, leadScreens: Double = 1, trailScreens: Double = 0, maxConcurrent: Int = 2) {
        self.enabled = enabled
        self.leadScreens = leadScreens
        self.trailScreens = trailScreens
        self.maxConcurrent = maxConcurrent
    }
}

/// One step of the script.
public enum ScriptAction: Sendable, Equatable {
    /// A flick: the finger leaves with `velocity` pt/s (positive scrolls down the list).
    case fling(velocity: Double, deceleration: Deceleration)
    /// A finger drag moving the content offset by `by` points over `durationMs`, released at rest.
    case drag(by: Double, durationMs: Double)
    /// Nothing new happens for `ms`.
    case wait(ms: Double)
    /// Scroll so the item is at the top (clamped to the content).
    case scrollTo(item: ItemReference, animated: Bool)
    /// Stage `count` new synthetic items (or the given items) at a position of the next snapshot.
    case insert(count: Int, at: ListPosition, items: [Item])
    /// Stage deleting items.
    case delete(ItemSelection)
    /// Stage moving an item to an index of the next snapshot.
    case move(item: ItemReference, to: Int)
    /// Stage a seeded shuffle of the next snapshot.
    case shuffle(seed: UInt64)
    /// Stage re-running configuration on the items' existing cells; `newVersion` gives them a new image URL.
    case reconfigure(ItemSelection, newVersion: Bool)
    /// Stage replacing the items' cells with newly dequeued ones.
    case reload(ItemSelection)
    /// Apply the staged snapshot, animating layout changes over `durationMs` when `animated`.
    case apply(animated: Bool, durationMs: Double)
    /// Flip a per-row flag (selected or expanded) of the item's row, kept by its identifier.
    case toggle(item: ItemReference, flag: RowFlags)
    /// The user changes the Dynamic Type text size: text rescales, self-sizing cells are measured again and the
    /// top visible item keeps its place.
    case contentSize(ContentSizeCategory)
    /// The user switches the screen to the light or dark appearance: the app's views hear of it and are drawn in it.
    case appearance(Appearance)
    /// Run the gallery's named action (the user's code: a model update, a snapshot apply).
    case call(name: String)
    /// A finger swipe moving the sideways band of `section` by `by` points over `durationMs` (positive toward its
    /// trailing items); it then settles where its scrolling behavior stops.
    case swipe(section: Int, by: Double, durationMs: Double)
}

/// Where in the list.
public enum ListPosition: Sendable, Equatable {
    case top
    case bottom
    case index(Int)
}

/// Which items an edit names.
public enum ItemSelection: Sendable, Equatable {
    case items([ItemReference])
    /// The items whose cells are on screen when the edit is staged.
    case visible
    /// `count` items from a position.
    case range(count: Int, at: ListPosition)
}

/// An item named in a script: by its id or by its position.
public enum ItemReference: Sendable, Equatable {
    case id(ItemID)
    case index(Int)
}

/// UIScrollView's deceleration rates.
public enum Deceleration: String, Sendable, Equatable, CaseIterable {
    case normal
    case fast

    /// The per-millisecond velocity factor.
    package var rate: Double {
        switch self {
        case .normal: 0.998
        case .fast: 0.99
        }
    }
}
