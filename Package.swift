// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FlowCoordinator",
    products: [
        .library(name: "FlowCoordinator", targets: ["FlowCoordinator"]),
    ],
    targets: [
        // The pattern itself: platform-neutral, Foundation + Observation only.
        .target(name: "FlowCoordinator"),
        .testTarget(name: "FlowCoordinatorTests", dependencies: ["FlowCoordinator"]),
    ],
    swiftLanguageModes: [.v6]
)
