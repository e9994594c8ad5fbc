// swift-tools-version: 6.0
// Notes: a small GNOME app built on FlowCoordinator and FlowGtk from outside their package, as a
// third-party app would be (scripts/consumer.sh puts a checkout at ../FlowCoordinator). Its flows
// are platform-neutral (NotesFlows); its pages draw them (NotesApp); `notes` opens the window.
import PackageDescription

let package = Package(
    name: "Notes",
    products: [
        .executable(name: "notes", targets: ["notes"]),
    ],
    dependencies: [
        .package(path: "../FlowCoordinator"),
    ],
    targets: [
        .target(name: "NotesFlows", dependencies: [
            .product(name: "FlowCoordinator", package: "FlowCoordinator"),
            .product(name: "FlowStorage", package: "FlowCoordinator"),
            .product(name: "FlowLocale", package: "FlowCoordinator"),
        ]),
        .target(name: "NotesApp", dependencies: [
            "NotesFlows", .product(name: "FlowGtk", package: "FlowCoordinator"),
        ]),
        .executableTarget(name: "notes", dependencies: ["NotesApp", "NotesFlows"]),
        .testTarget(name: "NotesFlowsTests", dependencies: [
            "NotesFlows", .product(name: "FlowCoordinatorTesting", package: "FlowCoordinator"),
        ]),
        .testTarget(name: "NotesAppTests", dependencies: [
            "NotesApp", .product(name: "FlowCoordinatorTesting", package: "FlowCoordinator"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
