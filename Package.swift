// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FlowCoordinator",
    products: [
        .library(name: "FlowCoordinator", targets: ["FlowCoordinator"]),
        .library(name: "FlowGtk", targets: ["FlowGtk"]),
    ],
    targets: [
        // The pattern itself: platform-neutral, Foundation + Observation only.
        .target(name: "FlowCoordinator"),
        .testTarget(name: "FlowCoordinatorTests", dependencies: ["FlowCoordinator"]),
        // GTK 4 adapter: C shim for what Swift cannot call directly, plus thin @MainActor wrappers.
        .systemLibrary(name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "FlowGtk", dependencies: ["CGtk", "FlowCoordinator"]),
        .testTarget(name: "FlowGtkTests", dependencies: ["FlowGtk"]),
    ],
    swiftLanguageModes: [.v6]
)
