import CGtk

/// Identifies one connected signal handler, for ``ObjectRef/disconnect(_:)``.
///
/// Handlers stay connected for the object's lifetime unless disconnected;
/// keep the connection only when you need to disconnect earlier.
public struct SignalConnection: Hashable, Sendable {
    /// The GLib handler id (`gulong`, never 0).
    public let id: UInt
}

/// A handler of a widget signal without arguments or result, given the
/// emitting widget (so it need not capture its wrapper).
package typealias WidgetSignalHandler = @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void

/// A `notify::<property>` handler, given the emitting object.
typealias NotifyHandler = @MainActor (UnsafeMutablePointer<GObject>) -> Void

/// Connects `handler` to `signal` of any GObject through one typed shim connector.
///
/// - Parameters:
///   - instance: the emitting object.
///   - signal: a (detailed) signal name, e.g. `"clicked"`, `"notify::visible"`.
///   - handler: the Swift closure, stored in a ``SignalHandlerBox``.
///   - connector: the shim's `flow_connect_*` for this signal shape.
///   - trampoline: a C function of the shape's exact type that recovers the
///     handler with ``SignalHandlerBox/handler(from:as:)`` and calls it
///     inside `MainActor.assumeIsolated`.
@MainActor
@discardableResult
package func connectSignal<Handler, CFunction>(
    on instance: gpointer,
    _ signal: String,
    _ handler: Handler,
    using connector: (gpointer?, UnsafePointer<CChar>?, CFunction?, gpointer?, GClosureNotify?) -> gulong,
    trampoline: CFunction
) -> SignalConnection {
    let box = SignalHandlerBox.retained(handler)
    let id = connector(instance, signal, trampoline, box, SignalHandlerBox.releaseBox)
    guard id != 0 else {
        SignalHandlerBox.releaseData(box) // GLib rejected it and will never call the notify.
        let type = String(cString: g_type_name(flow_object(instance).pointee.g_type_instance.g_class.pointee.g_type))
        preconditionFailure("FlowGtk: \(type) has no signal \"\(signal)\"")
    }
    return SignalConnection(id: UInt(id))
}

extension ObjectRef {
    /// Connects `handler` to one of this object's signals; see ``connectSignal(on:_:_:using:trampoline:)``.
    @discardableResult
    func connect<Handler, CFunction>(
        _ signal: String,
        _ handler: Handler,
        using connector: (gpointer?, UnsafePointer<CChar>?, CFunction?, gpointer?, GClosureNotify?) -> gulong,
        trampoline: CFunction
    ) -> SignalConnection {
        connectSignal(on: rawPointer, signal, handler, using: connector, trampoline: trampoline)
    }

    /// Disconnects a handler; does nothing if it is already gone.
    public func disconnect(_ connection: SignalConnection) {
        let id = gulong(connection.id)
        if g_signal_handler_is_connected(objectPointer, id) != 0 {
            g_signal_handler_disconnect(objectPointer, id)
        }
    }

    /// Whether a handler is still connected.
    public func isConnected(_ connection: SignalConnection) -> Bool {
        g_signal_handler_is_connected(objectPointer, gulong(connection.id)) != 0
    }

    /// Calls `handler` whenever the GObject property `property` changes
    /// (`notify::<property>`), e.g. `"transition-running"`, `"is-active"`.
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectNotify(property) { _ in handler() }
    }

    /// `notify::<property>` with the emitting object passed to the handler.
    @discardableResult
    func connectNotify(_ property: String, _ handler: @escaping NotifyHandler) -> SignalConnection {
        connect("notify::\(property)", handler, using: flow_connect_notify) { object, _, data in
            guard let object else { return }
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: NotifyHandler.self)(object)
            }
        }
    }

    /// Connects a handler to a widget signal without arguments or result
    /// (`clicked`, `changed`, `activate`, `destroy`, `value-changed` …).
    @discardableResult
    package func connectWidgetSignal(_ signal: String, _ handler: @escaping WidgetSignalHandler) -> SignalConnection {
        connect(signal, handler, using: flow_connect_widget) { widget, data in
            guard let widget else { return }
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: WidgetSignalHandler.self)(widget)
            }
        }
    }

    /// Emits a signal that has no arguments and no result, exactly as GTK
    /// would (runs the class handler and every connected handler).
    package func emit(_ signal: String) {
        flow_emit(rawPointer, signal)
    }
}
