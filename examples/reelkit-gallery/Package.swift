// swift-tools-version:6.2
import PackageDescription

// A user's package: their gallery code (UIKit code run with `import ReelKit`), a tool that renders it with reel,
// and tests that check it against goldens. reel comes from the repository two levels up.
let package = Package(
    name: "reelkit-gallery",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "reel", path: "../..")],
    targets: [
        // The app's code. App targets are main-actor by default (as Xcode 26 sets them up).
        .target(
            name: "Gallery",
            dependencies: [.product(name: "ReelKit", package: "reel"), .product(name: "ReelCore", package: "reel")],
            swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]
        ),
        // `reelkit-gallery render|check|compare …`: reel's commands for these galleries.
        .executableTarget(
            name: "reelkit-gallery",
            dependencies: ["Gallery", .product(name: "ReelCLI", package: "reel")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["Gallery", .product(name: "ReelTesting", package: "reel")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
