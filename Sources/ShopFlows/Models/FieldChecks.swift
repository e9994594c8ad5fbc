/// When a form shows a field's error: once the person has typed in the field and left it, or has
/// tried to save; never while they are still typing it ("The security code is 3 digits" at its
/// first digit is shouting). From then on the error follows what they type, so it goes the moment
/// the field is right. Every form of the shop keeps its fields' checks in one of these.
public struct FieldChecks<Field: Hashable & Sendable>: Hashable, Sendable {
    /// The fields typed in and left.
    public private(set) var checked: Set<Field>
    /// Whether a save was tried: every field shows its error, the empty ones too.
    public private(set) var all = false

    /// Checks of a form whose `checked` fields were typed in and left before (a form restored
    /// from its draft, but for the field the person was typing in).
    public init(checked: Set<Field> = []) {
        self.checked = checked
    }

    /// The person left `field`, holding `text`: typed in, it is checked from now on.
    public mutating func left(_ field: Field, holding text: String) {
        if !text.trimmingWhitespace.isEmpty { checked.insert(field) }
    }

    /// A save was tried.
    public mutating func checkAll() {
        all = true
    }

    /// `error`, the problem of `field`'s text, if the field is checked; else `nil`.
    public func shown(_ error: String?, for field: Field) -> String? {
        all || checked.contains(field) ? error : nil
    }
}
