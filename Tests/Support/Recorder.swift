/// What escaping handlers and callbacks were called with, in order: a test hands a recorder's
/// `record` to the code under test and then looks at `values`.
@MainActor
public final class Recorder<Value> {
    /// Everything recorded, oldest first.
    public var values: [Value] = []

    public init() {}

    /// Appends `value` to ``values``.
    public func record(_ value: Value) {
        values.append(value)
    }

    /// How many values were recorded.
    public var count: Int { values.count }

    /// The value recorded last, if any.
    public var last: Value? { values.last }
}
