import CGtk

/// Carries a Swift signal handler through GLib as `gpointer` user data.
///
/// `ObjectRef.connect(_:_:using:trampoline:)` passes a box retained
/// (`Unmanaged.passRetained`) to `g_signal_connect_data`; GLib hands it back
/// to the C trampoline on every emission and to `releaseBox` exactly once
/// when the handler is disconnected or the object finalized. That release is
/// the only owner, so a box lives precisely as long as its connection.
///
/// `liveCount` counts boxes alive right now; leak tests compare it with a
/// baseline. Handlers must not capture the wrapper they are connected to
/// strongly (capture `[weak self]` or nothing owning), or the wrapper, the
/// object and the box keep one another alive.
@MainActor
package class SignalHandlerBox {
    /// Number of boxes (connected signal handlers) currently alive.
    package private(set) static var liveCount = 0

    init() { SignalHandlerBox.liveCount += 1 }

    isolated deinit { SignalHandlerBox.liveCount -= 1 }

    /// The `GClosureNotify` that balances `passRetained`. The box's
    /// `isolated deinit` runs on the main actor (inline when GLib calls this
    /// on the main thread, as it does).
    static let releaseBox: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
    }

    /// The `GDestroyNotify` that balances `passRetained`, for callbacks other than signal handlers
    /// (idle, tick and file-descriptor sources).
    static let releaseData: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
    }

    /// `handler` in a box, retained, as the user data of a C callback; ``releaseBox`` or
    /// ``releaseData`` releases it once GLib is done with it.
    static func retained<Handler>(_ handler: Handler) -> gpointer {
        Unmanaged.passRetained(TypedSignalHandlerBox(handler)).toOpaque()
    }

    /// Recovers the handler inside a C trampoline.
    package static func handler<Handler>(from data: gpointer?, as _: Handler.Type) -> Handler {
        guard let data else { preconditionFailure("FlowGtk: signal emitted without its handler box") }
        return Unmanaged<TypedSignalHandlerBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
    }
}

/// A box holding a handler of one concrete closure type.
final class TypedSignalHandlerBox<Handler>: SignalHandlerBox {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
        super.init()
    }
}
