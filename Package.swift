// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FlowCoordinator",
    products: [
        .executable(name: "shop", targets: ["ShopApp"]),
        .library(name: "FlowCoordinator", targets: ["FlowCoordinator"]),
        .library(name: "FlowCoordinatorTesting", targets: ["FlowCoordinatorTesting"]),
        .library(name: "FlowGtk", targets: ["FlowGtk"]),
        // For the libFuzzer targets in Fuzz/, a package of their own.
        .library(name: "ShopFlows", targets: ["ShopFlows"]),
    ],
    dependencies: [
        // `make docs`: the `generate-documentation` command plugin (DocC). Nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The pattern itself: platform-neutral, FoundationEssentials + Observation only.
        .target(name: "FlowCoordinator"),
        .testTarget(name: "FlowCoordinatorTests", dependencies: ["FlowCoordinator", "FlowCoordinatorTesting"]),
        // Helpers for testing flows with Swift Testing: link lists, deterministic identities,
        // dialogs answered across the chain, an exhaustive recorder. Platform-neutral.
        .target(name: "FlowCoordinatorTesting", dependencies: ["FlowCoordinator"]),
        .testTarget(name: "FlowCoordinatorTestingTests", dependencies: ["FlowCoordinatorTesting"]),
        // GTK 4 adapter: C shim for what Swift cannot call directly, plus thin @MainActor wrappers.
        .systemLibrary(name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "FlowGtk", dependencies: ["CGtk", "FlowCoordinator"]),
        .testTarget(name: "FlowGtkTests", dependencies: ["FlowGtk"]),
        // The demo shop's flows: coordinators, links and view models, platform-neutral.
        .target(name: "ShopFlows", dependencies: ["FlowCoordinator"]),
        .testTarget(name: "ShopFlowsTests", dependencies: ["ShopFlows", "FlowCoordinatorTesting"]),
        // The `shop` executable: one GTK page per screen, and main. No navigation decisions.
        .executableTarget(
            name: "ShopApp",
            dependencies: ["FlowGtk", "ShopFlows"]),
        // `make bench`: FlowGtk against the same GTK calls in C (Benchmarks/c), and the core alone.
        .executableTarget(
            name: "FlowBench", dependencies: ["CGtk", "FlowCoordinator", "FlowGtk", "ShopFlows"],
            path: "Benchmarks/FlowBench"),
        // Runs the built `shop` (the dependency makes sure it is built first).
        .testTarget(name: "ShopAppTests", dependencies: ["ShopApp", "FlowGtk", "ShopFlows"]),
    ],
    swiftLanguageModes: [.v6]
)
