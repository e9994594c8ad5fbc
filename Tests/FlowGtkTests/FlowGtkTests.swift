import Testing
@testable import FlowGtk

/// Every GTK test runs in this one serialized, main-actor suite: GTK is
/// single-threaded and the tests share one display and one GLib main context.
/// Child suites live in the other files of this folder as extensions.
@Suite(.serialized)
@MainActor
struct FlowGtkTests {}

extension Trait where Self == ConditionTrait {
    /// Skips a test, with a one-line reason, when GTK cannot open a display.
    static var requiresDisplay: Self {
        .enabled("no display: run `make test`, which starts Xvfb") {
            await GtkRuntime.hasDisplay
        }
    }
}
