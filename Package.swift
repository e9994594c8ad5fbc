// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FlowCoordinator",
    products: [
        .executable(name: "shop", targets: ["ShopApp"]),
        .library(name: "FlowCoordinator", targets: ["FlowCoordinator"]),
        .library(name: "FlowCoordinatorTesting", targets: ["FlowCoordinatorTesting"]),
        .library(name: "FlowStorage", targets: ["FlowStorage"]),
        .library(name: "FlowGtk", targets: ["FlowGtk"]),
        .library(name: "FlowGtkWidgets", targets: ["FlowGtkWidgets"]),
        .library(name: "FlowLocale", targets: ["FlowLocale"]),
        // For the libFuzzer targets in Fuzz/, a package of their own.
        .library(name: "ShopFlows", targets: ["ShopFlows"]),
    ],
    dependencies: [
        // `make docs`: the `generate-documentation` command plugin (DocC). Nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The pattern itself: platform-neutral, FoundationEssentials + Observation only (and the
        // one-file module below, through which a release build reports a misuse, and FlowLocale,
        // whose gettext domain `flowcoordinator` translates its default labels).
        .target(name: "FlowCoordinator", dependencies: ["FlowLocale", "FlowStandardStreams"]),
        .testTarget(
            name: "FlowCoordinatorTests",
            dependencies: ["FlowCoordinator", "FlowCoordinatorTesting", "FlowLocale", "FlowTestSupport"]),
        // Helpers the test targets share (seeded random numbers, tabs, a recorder, a language to
        // read translations in); not a product.
        .target(name: "FlowTestSupport", path: "Tests/Support"),
        // Standard output and error written straight to their file descriptors (the C library's
        // write), for the package's own modules: not a product of its own.
        .target(name: "FlowStandardStreams"),
        // Files between runs: the navigation state (StateFile), any other document (DocumentFile),
        // the XDG base directories. Atomic, durable writes and bounded reads, through the C library.
        .target(name: "FlowStorage", dependencies: ["FlowCoordinator"]),
        .testTarget(name: "FlowStorageTests", dependencies: ["FlowStorage"]),
        // Helpers for testing flows with Swift Testing: link lists, deterministic identities,
        // dialogs answered across the chain, an exhaustive recorder. Platform-neutral.
        .target(name: "FlowCoordinatorTesting", dependencies: ["FlowCoordinator"]),
        .testTarget(name: "FlowCoordinatorTestingTests", dependencies: ["FlowCoordinatorTesting", "FlowTestSupport"]),
        // The user's language: gettext lookups (the C library's libintl, through CLocale) and how the
        // locale writes numbers, money and months (its locale data; no ICU). Platform-neutral.
        .systemLibrary(name: "CLocale", path: "Sources/CLocale"),
        .target(name: "FlowLocale", dependencies: ["CLocale"]),
        .testTarget(name: "FlowLocaleTests", dependencies: ["FlowLocale"]),
        // GTK 4 adapter: C shim for what Swift cannot call directly, plus thin @MainActor wrappers.
        .systemLibrary(name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // Where a window stands on X11 (Xlib kept out of Swift's sight: its `Window` is not FlowGtkWidgets').
        .target(name: "CGtkX11", dependencies: ["CGtk"], linkerSettings: [.linkedLibrary("X11")]),
        // The GTK Inspector's Navigation page: a GObject type, which Swift cannot define.
        .target(name: "CGtkInspector", dependencies: ["CGtk"]),
        // The GTK binding: widgets, layout, input, actions, styles and the main loop. No navigation.
        .target(name: "FlowGtkWidgets", dependencies: ["CGtk", "FlowLocale"]),
        // The navigation adapter: windows and stacks that execute FlowCoordinator's plans. It
        // re-exports FlowGtkWidgets, so an app that imports FlowGtk gets the binding as before.
        .target(name: "FlowGtk", dependencies: ["CGtk", "CGtkInspector", "CGtkX11", "FlowCoordinator", "FlowGtkWidgets", "FlowLocale"]),
        .testTarget(name: "FlowGtkTests", dependencies: ["FlowGtk", "FlowGtkWidgets", "FlowTestSupport"]),
        // The demo shop's flows: coordinators, links and view models, platform-neutral.
        .target(name: "ShopFlows", dependencies: ["FlowCoordinator", "FlowLocale", "FlowStorage"]),
        .testTarget(
            name: "ShopFlowsTests",
            dependencies: ["ShopFlows", "FlowCoordinatorTesting", "FlowLocale", "FlowStorage", "FlowTestSupport",
                           "UserDataStress"]),
        // Two of these on one data folder at once: the stress test of user data shared by two
        // instances of the app (the dependency above makes sure it is built). Not a product.
        .executableTarget(name: "UserDataStress", dependencies: ["ShopFlows", "FlowTestSupport"], path: "Tests/UserDataStress"),
        // The `shop` executable: one GTK page per screen, and main. No navigation decisions.
        .executableTarget(
            name: "ShopApp",
            dependencies: ["FlowGtk", "FlowStandardStreams", "FlowStorage", "ShopFlows"]),
        // `make bench`: FlowGtk against the same GTK calls in C (Benchmarks/c), and the core alone.
        .executableTarget(
            name: "FlowBench", dependencies: ["CGtk", "FlowCoordinator", "FlowGtk", "ShopFlows"],
            path: "Benchmarks/FlowBench"),
        // Runs the built `shop` (the dependency makes sure it is built first).
        .testTarget(name: "ShopAppTests", dependencies: ["ShopApp", "FlowGtk", "ShopFlows"]),
    ],
    swiftLanguageModes: [.v6]
)

// scripts/sanitizers.sh runs the headless tests under AddressSanitizer. FLOW_HEADLESS=1 (which it
// sets, with --manifest-cache none so that no other build sees this package) leaves out the GTK
// targets those tests do not use, so their sanitized build is not made: about half of it.
if Context.environment["FLOW_HEADLESS"] == "1" {
    let gtk: Set<String> = ["CGtk", "CGtkInspector", "CGtkX11", "FlowGtkWidgets", "FlowGtk", "FlowGtkTests", "ShopApp", "ShopAppTests",
                            "FlowBench"]
    package.targets.removeAll { gtk.contains($0.name) }
    package.products.removeAll { ["shop", "FlowGtkWidgets", "FlowGtk"].contains($0.name) }
}
