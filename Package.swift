// swift-tools-version:6.2
import PackageDescription

/// Strict Swift 6 checking for every target of ours.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

/// The pkg-config name of a library reel links where it links it: on Linux reel opens cairo, FreeType, libpng,
/// libjpeg-turbo, libwebp and libimagequant on first use (Sources/CLazyLibraries), so their headers, all reachable
/// from /usr/include, are all it needs at build time.
func linked(_ pkgConfigName: String) -> String? {
    #if os(Linux)
        return nil
    #else
        return pkgConfigName
    #endif
}

/// `import Combine` for user code on ReelKit: a module named Combine that re-exports OpenCombine and puts its
/// schedulers and `dataTaskPublisher` on reel's clock. Only where the system has no Combine (Linux): on Apple's
/// systems the SDK's Combine module has that name, and a target of ours would clash with it.
#if os(Linux)
    let combineProducts: [Product] = [.library(name: "Combine", targets: ["Combine"])]
    let combinePackages: [Package.Dependency] = [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")
    ]
    let combineTargets: [Target] = [
        .target(
            name: "Combine", dependencies: ["ReelKit", .product(name: "OpenCombine", package: "OpenCombine")],
            swiftSettings: strict)
    ]
    let combineForTests: [Target.Dependency] = ["Combine"]
    let combineTestsElsewhere: [String] = []
#else
    let combineProducts: [Product] = []
    let combinePackages: [Package.Dependency] = []
    let combineTargets: [Target] = []
    let combineForTests: [Target.Dependency] = []
    // The Combine corpus needs reel's Combine (on Apple's systems `import Combine` is the SDK's).
    let combineTestsElsewhere = ["Corpus/Combine", "CorpusCombineTests.swift"]
#endif

let package = Package(
    name: "reel",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "reel", targets: ["reel"]),
        .executable(name: "reel-bench", targets: ["ReelBench"]),
        .executable(name: "reel-bench-foundation", targets: ["FoundationOnly"]),
        .library(name: "Reel", targets: ["Reel"]),
        .library(name: "ReelCore", targets: ["ReelCore"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .library(name: "ReelKit", targets: ["ReelKit"]),
        .library(name: "ReelCLI", targets: ["ReelCLI"]),
        // Image libraries as gallery code imports them, on ReelKit: `import Kingfisher` compiles unchanged.
        .library(name: "Kingfisher", targets: ["Kingfisher"]),
        .library(name: "SDWebImage", targets: ["SDWebImage"]),
        .library(name: "Alamofire", targets: ["Alamofire"]),
        .library(name: "AlamofireImage", targets: ["AlamofireImage"]),
        .library(name: "Nuke", targets: ["Nuke"]),
        .library(name: "NukeExtensions", targets: ["NukeExtensions"]),
        .library(name: "NukeUI", targets: ["NukeUI"]),
        // `swift package --allow-writing-to-package-directory reel-port`: `reel port` on a package's own sources.
        .plugin(name: "ReelPortPlugin", targets: ["ReelPortPlugin"]),
    ] + combineProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ] + combinePackages,
    targets: [
        // C libraries from Debian (apt) or Homebrew (brew), each behind a module map and a small shim header.
        .systemLibrary(
            name: "CCairo", pkgConfig: linked("cairo"), providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // cairo's FreeType font backend and FreeType itself: reel loads the DejaVu font files directly.
        .systemLibrary(
            name: "CCairoFT", pkgConfig: linked("cairo-ft"),
            providers: [.apt(["libcairo2-dev", "libfreetype-dev"]), .brew(["cairo", "freetype"])]),
        // libcurl is opened on first use (Sources/CCurl/shim.h), so it is neither linked nor asked of pkg-config.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: linked("libpng16"), providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: linked("libturbojpeg"),
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CWebP", pkgConfig: linked("libwebpmux"), providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // The palette quantizer pngquant uses, for GIF palettes.
        .systemLibrary(
            name: "CImageQuant", pkgConfig: linked("imagequant"),
            providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]),

        // On Linux: reel's own definitions of the functions above, each opening its library on first use (generated
        // by scripts/generate-lazy-libraries.py); elsewhere the libraries are linked and this target is empty.
        .target(name: "CLazyLibraries", exclude: ["functions.txt"]),

        // glibc's mallopt (not in Swift's Glibc module), for reel's allocator settings (`MallocTuning`).
        .systemLibrary(name: "CMalloc"),

        // reel's own C: the pixel loops Swift cannot vectorise on baseline x86-64 (a byte shuffle, SSSE3 when the
        // CPU has it, chosen at run time; Paeth decoding with a pixel's three channels in one SSE2 register).
        .target(name: "CPixelOps"),
        // reel's own C: names the gallery, call and item when the user's code traps (an async-signal-safe handler).
        .target(name: "CUserCodeTrap"),
        // SIGINT and SIGTERM through a pipe, so a signal arriving while the handlers are installed is never lost.
        .target(name: "CSignalPipe"),

        // What reel reads and writes, as values (Foundation only: no C, no files): JSON reading and writing, the
        // timeline line codec, `RunFolder` (every file name of a run) and `OneLineError`.
        .target(name: "ReelFormats", swiftSettings: strict),
        // HAR files and `network.map` patterns (a linear-time matcher), read into values the model replays.
        .target(name: "ReelHAR", dependencies: ["ReelFormats"], swiftSettings: strict),
        // The pure model: no C, no files, no threads. Re-exports ReelFormats, whose types its API uses.
        .target(name: "ReelCore", dependencies: ["ReelFormats", "ReelHAR"], swiftSettings: strict),
        // Files: the one reader of regular files, atomic and staged writes, temporary-file clean-up, write points,
        // the rule for replacing reel's own output folders and the listing of a run's frames.
        .target(name: "ReelFiles", dependencies: ["ReelFormats"], swiftSettings: strict),
        // Pixels: cairo surfaces, PNG encode/decode, pixel hashes.
        .target(
            name: "ReelGraphics",
            dependencies: [
                "ReelFiles", "CCairo", "CCairoFT", "CDeflate", "CPNG", "CXXHash", "CTurboJPEG", "CPixelOps",
                "CLazyLibraries",
            ],
            swiftSettings: strict),
        // Getting images: libcurl loader, decode + thumbnail, embedded image server (plain sockets).
        .target(
            name: "ReelImages", dependencies: ["CCurl", "ReelFiles", "ReelGraphics", "ReelCore"],
            swiftSettings: strict),
        // Drawing frames from frame states.
        .target(
            name: "ReelRender",
            dependencies: ["ReelCore", "ReelFiles", "ReelGraphics", "CWebP", "CImageQuant", "CLazyLibraries"],
            swiftSettings: strict),
        // Pixel diffs (pixelmatch semantics), goldens, record modes, timeline diffs.
        .target(
            name: "ReelDiff", dependencies: ["ReelFormats", "ReelFiles", "ReelGraphics", "CPixelOps"],
            swiftSettings: strict),
        // Runs a scenario end to end.
        .target(
            name: "Reel",
            dependencies: [
                "ReelCore", "ReelFiles", "ReelGraphics", "ReelHAR", "ReelImages", "ReelRender", "ReelDiff", "ReelKit",
                "ReelExecutors", "CMalloc", "CUserCodeTrap",
            ],
            resources: [.copy("Resources/Templates"), .copy("Resources/SelfTest")],
            swiftSettings: strict
        ),
        // The deterministic executors user code runs on: one session's job queue, virtual clock and outcome log,
        // reel's main and default executors, schedules and the choice points between orders.
        .target(name: "ReelExecutors", dependencies: ["ReelCore"], swiftSettings: strict),
        // A Cassowary linear-constraint solver (no UIKit types): what ReelKit's Auto Layout solves with.
        .target(name: "ReelSolver", swiftSettings: strict),
        // The UIKit-shaped API a user's own cell code runs on, deterministically, under the virtual clock: the surface
        // grouped by UIKit area, the engine that runs it under Internal/.
        .target(
            name: "ReelKit", dependencies: ["ReelCore", "ReelFiles", "ReelExecutors", "ReelSolver", "CUserCodeTrap"],
            swiftSettings: strict),
        // Kingfisher's API (Kingfisher 8, MIT) as gallery cells use it, on ReelKit's URLSession, queues and clock.
        .target(name: "Kingfisher", dependencies: ["ReelKit"], swiftSettings: strict),
        // SDWebImage's API (SDWebImage 5, MIT) as Swift gallery code calls it, on ReelKit.
        .target(name: "SDWebImage", dependencies: ["ReelKit"], swiftSettings: strict),
        // Alamofire's request API (Alamofire 5, MIT) on ReelKit's URLSession, and AlamofireImage's (AlamofireImage 4,
        // MIT) on it.
        .target(name: "Alamofire", dependencies: ["ReelKit"], swiftSettings: strict),
        .target(name: "AlamofireImage", dependencies: ["Alamofire", "ReelKit"], swiftSettings: strict),
        // Nuke's API (Nuke 12, MIT): the pipeline, its image-view extensions and NukeUI's LazyImageView, on ReelKit.
        .target(name: "Nuke", dependencies: ["ReelKit"], swiftSettings: strict),
        .target(name: "NukeExtensions", dependencies: ["Nuke"], swiftSettings: strict),
        .target(name: "NukeUI", dependencies: ["Nuke"], swiftSettings: strict),
        // Render-and-compare assertions for Swift Testing and XCTest.
        .target(name: "ReelTesting", dependencies: ["Reel", "ReelDiff", "ReelCore", "ReelKit"], swiftSettings: strict),
        // The edits that port UIKit source files to ReelKit, `reel port`'s and the plugin's (Foundation, and ReelFiles
        // to read the sources).
        .target(name: "ReelPort", dependencies: ["ReelFiles"], swiftSettings: strict),
        .executableTarget(name: "reel-port", dependencies: ["ReelPort"], swiftSettings: strict),
        .plugin(
            name: "ReelPortPlugin",
            capability: .command(
                intent: .custom(
                    verb: "reel-port",
                    description:
                        "Rewrite UIKit Swift files to compile on ReelKit (import, required init(frame:), @Outlet)"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "rewrites import UIKit, override init(frame:) and @IBOutlet in the package's sources")
                ]),
            dependencies: ["reel-port"]),
        // reel's commands as a library: `reel` itself, or a user's own tool that registers their galleries.
        .target(
            name: "ReelCLI",
            dependencies: [
                "Reel", "ReelCore", "ReelDiff", "ReelFiles", "ReelGraphics", "ReelImages", "ReelRender", "ReelKit",
                "ReelExecutors", "ReelPort", "CSignalPipe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // The command-line tool: the commands of ReelCLI with the built-in catalogue.
        .executableTarget(name: "reel", dependencies: ["ReelCLI"], swiftSettings: strict),
        // `reel-bench` and the benchmarks it runs (kept out of the libraries they measure).
        .executableTarget(
            name: "ReelBench",
            dependencies: [
                "Reel", "ReelCore", "ReelGraphics", "ReelDiff", "ReelKit", "ReelRender", "SampleGallery",
                "CatalogueOracle", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/ReelBench",
            swiftSettings: strict
        ),
        // A program that imports Foundation only: the start-up baseline `make bench` compares `reel` with.
        // A user's tool built on ReelCLI with galleries that keep app state, for the end-to-end tests. Not shipped.
        .executableTarget(
            name: "reel-fixture-tool", dependencies: ["ReelCLI", "ReelKit", "ReelCore"], path: "Tests/FixtureTool",
            swiftSettings: strict),
        .executableTarget(name: "FoundationOnly", path: "Benchmarks/FoundationOnly", swiftSettings: strict),

        // The catalogue as plain strategies: the oracle ReelKit's cells are checked against, and what the core's
        // tests run with (they run no user code). Not shipped.
        .target(
            name: "CatalogueOracle", dependencies: ["ReelCore"], path: "Tests/CatalogueOracle", swiftSettings: strict),
        .testTarget(name: "ReelCoreTests", dependencies: ["ReelCore", "CatalogueOracle"], swiftSettings: strict),
        .testTarget(name: "ReelFormatsTests", dependencies: ["ReelFormats"], swiftSettings: strict),
        .testTarget(name: "ReelHARTests", dependencies: ["ReelHAR", "ReelFormats"], swiftSettings: strict),
        .testTarget(
            name: "ReelFilesTests", dependencies: ["ReelFiles", "ReelFormats"], exclude: ["Fixtures"],
            swiftSettings: strict),
        // The sample package's galleries (examples/reelkit-gallery): UIKit code on ReelKit, checked by our tests
        // and benchmarks (named apart from the sample's own `Gallery` target: target names are unique in a graph).
        .target(
            name: "SampleGallery", dependencies: ["ReelKit", "ReelCore"],
            path: "examples/reelkit-gallery/Sources/Gallery",
            // App code: main-actor by default, as Xcode 26 sets up app targets.
            swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
        .testTarget(
            name: "ReelKitTests",
            dependencies: [
                "ReelKit", "ReelCore", "ReelExecutors", "SampleGallery", "Reel", "ReelCLI", "ReelPort",
                "CatalogueOracle",
            ] + combineForTests,
            exclude: combineTestsElsewhere,
            // The corpus's Interface Builder files, read from Bundle.module as an app reads its own.
            resources: [
                .copy("Corpus/Nibs/PhotoFeedCell.xib"), .copy("Corpus/Nibs/BuggyFeedCell.xib"),
                .copy("Corpus/Nibs/Photos.storyboard"), .copy("Corpus/Tables/PhotoRowCell.xib"),
                .copy("Corpus/Nibs/Rows.storyboard"), .copy("Corpus/Nibs/Moments.storyboard"),
            ],
            swiftSettings: strict),
        .testTarget(name: "ReelSolverTests", dependencies: ["ReelSolver"], swiftSettings: strict),
        // Galleries written with image libraries (Corpus/<library>/), run on reel's products of those names.
        .testTarget(
            name: "ImageLibraryTests",
            dependencies: [
                "Kingfisher", "SDWebImage", "Alamofire", "AlamofireImage", "Nuke", "NukeExtensions", "NukeUI", "Reel",
                "ReelCore",
                "ReelKit",
            ],
            swiftSettings: strict),
        // A gallery as most shipped apps compile it: Swift 5 language mode.
        .testTarget(
            name: "Swift5GalleryTests", dependencies: ["ReelKit", "Reel", "ReelCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ReelExecutorsTests", dependencies: ["ReelExecutors", "ReelCore"], swiftSettings: strict),
        .testTarget(
            name: "ReelGraphicsTests", dependencies: ["ReelGraphics", "CLazyLibraries"], swiftSettings: strict),
        .testTarget(
            name: "ReelImagesTests", dependencies: ["ReelImages", "ReelFiles", "ReelCore"], swiftSettings: strict),
        .testTarget(
            name: "ReelRenderTests", dependencies: ["ReelRender", "ReelFiles", "ReelGraphics", "ReelCore"],
            swiftSettings: strict),
        .testTarget(
            name: "ReelDiffTests",
            // ReelCore only for its seeded generator (`SplitMix64`), which one test draws its cases from.
            dependencies: ["ReelDiff", "ReelFiles", "ReelGraphics", "ReelFormats", "ReelCore"], swiftSettings: strict),
        .testTarget(
            name: "ReelTestingTests", dependencies: ["ReelTesting", "Reel", "ReelFiles", "CatalogueOracle"],
            swiftSettings: strict),
        .testTarget(
            name: "ReelBenchTests", dependencies: ["ReelBench", "ReelGraphics"], path: "Benchmarks/ReelBenchTests",
            swiftSettings: strict
        ),
        // Mutated scenarios, corrupt images and hostile HTTP servers with a fixed seed (under a minute in `make test`);
        // `make fuzz` runs many more cases (FUZZ_SEED, FUZZ_CASES).
        .testTarget(
            name: "ReelFuzzTests",
            dependencies: [
                "Reel", "ReelCLI", "ReelCore", "ReelDiff", "ReelGraphics", "ReelHAR", "ReelImages", "ReelKit",
                "ReelExecutors", "ReelFormats",
            ],
            exclude: ["Corpus"], swiftSettings: strict),
        .testTarget(
            name: "ReelTests",
            dependencies: [
                "Reel", "reel", "ReelCLI", "ReelCore", "ReelFiles", "ReelGraphics", "ReelHAR", "ReelKit",
                "ReelExecutors", "CatalogueOracle",
            ],
            exclude: ["Fixtures"], swiftSettings: strict),
    ] + combineTargets
)

// What every test target shares: the tags `make` selects tests by (scripts/run-tests.sh --skip-tags endToEnd), the
// check of the docs generated from tables, and the reference of a command's options. Added to every test target
// here, so a new test target has them too.
package.targets.append(
    .target(name: "ReelTestSupport", path: "Tests/ReelTestSupport", swiftSettings: strict))
for target in package.targets where target.type == .test {
    target.dependencies.append("ReelTestSupport")
}
