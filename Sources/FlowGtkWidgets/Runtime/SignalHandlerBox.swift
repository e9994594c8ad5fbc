import CGtk
import Synchronization

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
    package static var liveCount: Int { live.load(ordering: .relaxed) }
    private nonisolated static let live = Atomic(0)

    init() { Self.live.add(1, ordering: .relaxed) }

    /// Not isolated: a box holds nothing of the main actor's but its handler, and an isolated
    /// `deinit` checked the executor at every release, a few dozen times a push and pop.
    deinit { Self.live.subtract(1, ordering: .relaxed) }

    /// The `GClosureNotify` that balances `passRetained`. GLib calls it on the main thread, where
    /// the handler was made.
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
