// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The libFuzzer targets, in a package of their own so the root package's normal build never
// builds them. Build and run them with `make fuzz` (scripts/fuzz.sh): only a build with
// `--sanitize=fuzzer` links them (libFuzzer supplies `main`).

// A path dependency is named after its directory, which is wherever the repository was cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
let shopFlows = Target.Dependency.product(name: "ShopFlows", package: root)
let flowCoordinator = Target.Dependency.product(name: "FlowCoordinator", package: root)

let package = Package(
    name: "ShopFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [flowCoordinator, shopFlows], path: "Support"),
        .executableTarget(name: "DeepLinkFuzzer", dependencies: ["FuzzSupport", flowCoordinator, shopFlows], path: "DeepLinkFuzzer"),
        .executableTarget(name: "StateFuzzer", dependencies: ["FuzzSupport", flowCoordinator, shopFlows], path: "StateFuzzer"),
    ],
    swiftLanguageModes: [.v6]
)
