// swift-tools-version: 6.0
// A package outside FlowCoordinator's, built by scripts/consumer.sh as a third-party app would be:
// it depends on a checkout by path (scripts/consumer.sh puts one at ../FlowCoordinator), uses every
// library product, and wraps a GTK widget FlowGtk does not.
import PackageDescription

let package = Package(
    name: "Notes",
    dependencies: [
        .package(path: "../FlowCoordinator"),
    ],
    targets: [
        .target(name: "Notes", dependencies: [
            .product(name: "FlowCoordinator", package: "FlowCoordinator"),
            .product(name: "FlowGtk", package: "FlowCoordinator"),
            .product(name: "FlowStorage", package: "FlowCoordinator"),
        ]),
        .testTarget(name: "NotesTests", dependencies: [
            "Notes", .product(name: "FlowCoordinatorTesting", package: "FlowCoordinator"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
