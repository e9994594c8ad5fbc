import CGtk

/// Connecting any signal by its name and shape (``Signal``, ``BooleanSignal``): what a wrapper of
/// your own uses for the signals FlowGtk has no method for. Each handler is a Swift closure kept
/// by GLib until the handler is disconnected or the object finalized; like FlowGtk's own
/// handlers, it must not capture the wrapper it is connected to strongly (capture `[weak self]`).
extension ObjectRef {
    /// Calls `handler` on every emission of `signal`, a signal without arguments or result
    /// (`"clicked"`, `"changed"`, `"activate"`, `"notify::label"`).
    @discardableResult
    public func connect(_ signal: Signal<Void>, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        checkShape(signal.name, FLOW_SIGNAL_ARG_NONE, returnsBoolean: false, "Signal<Void>")
        return connect(signal.name, handler, using: flow_connect_void) { _, data in
            MainActor.assumeIsolated { SignalHandlerBox.handler(from: data, as: (@MainActor () -> Void).self)() }
        }
    }

    /// Calls `handler` with the argument of every emission of `signal`, a signal with one `gint`
    /// or enum argument and no result.
    @discardableResult
    public func connect(_ signal: Signal<Int>, _ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        checkShape(signal.name, FLOW_SIGNAL_ARG_INT, returnsBoolean: false, "Signal<Int>")
        return connect(signal.name, handler, using: flow_connect_int_arg) { _, value, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (Int) -> Void).self)(Int(value))
            }
        }
    }

    /// Calls `handler` with the argument of every emission of `signal`, a signal with one `guint`
    /// or flags argument and no result.
    @discardableResult
    public func connect(_ signal: Signal<UInt>, _ handler: @escaping @MainActor (UInt) -> Void) -> SignalConnection {
        checkShape(signal.name, FLOW_SIGNAL_ARG_UINT, returnsBoolean: false, "Signal<UInt>")
        return connect(signal.name, handler, using: flow_connect_uint_arg) { _, value, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (UInt) -> Void).self)(UInt(value))
            }
        }
    }

    /// Calls `handler` with the argument of every emission of `signal`, a signal with one
    /// `double` argument and no result.
    @discardableResult
    public func connect(_ signal: Signal<Double>, _ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        checkShape(signal.name, FLOW_SIGNAL_ARG_DOUBLE, returnsBoolean: false, "Signal<Double>")
        return connect(signal.name, handler, using: flow_connect_double_arg) { _, value, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (Double) -> Void).self)(value)
            }
        }
    }

    /// Calls `handler` with the argument of every emission of `signal`, a signal with one
    /// `gboolean` argument and no result.
    @discardableResult
    public func connect(_ signal: Signal<Bool>, _ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        checkShape(signal.name, FLOW_SIGNAL_ARG_BOOLEAN, returnsBoolean: false, "Signal<Bool>")
        return connect(signal.name, handler, using: flow_connect_boolean_arg) { _, value, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (Bool) -> Void).self)(value != 0)
            }
        }
    }

    /// Calls `handler` with the argument of every emission of `signal`, a signal with one string
    /// argument and no result (`NULL` comes as `""`).
    @discardableResult
    public func connect(_ signal: Signal<String>, _ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        checkShape(signal.name, FLOW_SIGNAL_ARG_STRING, returnsBoolean: false, "Signal<String>")
        return connect(signal.name, handler, using: flow_connect_string_arg) { _, value, data in
            MainActor.assumeIsolated {
                let text = value.map { String(cString: $0) } ?? ""
                SignalHandlerBox.handler(from: data, as: (@MainActor (String) -> Void).self)(text)
            }
        }
    }

    /// Calls `handler` with the argument of every emission of `signal`, a signal with one object,
    /// boxed or pointer argument and no result. The pointer is GTK's, valid during the call:
    /// adopt an object with ``ObjectRef/init(retaining:from:)`` to keep it.
    @discardableResult
    public func connect(
        _ signal: Signal<UnsafeMutableRawPointer?>, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        checkShape(signal.name, FLOW_SIGNAL_ARG_POINTER, returnsBoolean: false, "Signal<UnsafeMutableRawPointer?>")
        return connect(signal.name, handler, using: flow_connect_pointer_arg) { _, value, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor (UnsafeMutableRawPointer?) -> Void).self)(value)
            }
        }
    }

    /// Calls `handler` on every emission of `signal`, a signal without arguments whose handlers
    /// return whether they handled it (`"close-request"`): return `true` to stop the others.
    @discardableResult
    public func connect(_ signal: BooleanSignal, _ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        checkShape(signal.name, FLOW_SIGNAL_ARG_NONE, returnsBoolean: true, "BooleanSignal")
        return connect(signal.name, handler, using: flow_connect_boolean_result) { _, data in
            MainActor.assumeIsolated {
                SignalHandlerBox.handler(from: data, as: (@MainActor () -> Bool).self)() ? 1 : 0
            }
        }
    }

    /// Stops the program with a message when `signal` is not a signal of this object of the shape
    /// the Swift type says: a handler called with arguments it does not expect would read garbage.
    private func checkShape(_ signal: String, _ argument: FlowSignalArg, returnsBoolean: Bool, _ swiftType: String) {
        guard flow_signal_has_shape(rawPointer, signal, argument, returnsBoolean ? 1 : 0) == 0 else { return }
        let type = String(cString: flow_type_name_of(rawPointer))
        preconditionFailure("FlowGtk: \(type) has no signal \"\(signal)\" of the shape \(swiftType)")
    }
}
