import CGtk

/// A `GtkStackSwitcher`: a row of toggle buttons, one per titled ``Stack``
/// page, used as a tab bar (often as a ``HeaderBar`` title widget).
@MainActor
public final class StackSwitcher: Widget {
    /// The wrapped switcher (opaque in C).
    package let stackSwitcherPointer: OpaquePointer

    /// Creates a switcher for `stack`'s titled pages.
    public init(stack: Stack) {
        let widget = gtk_stack_switcher_new()
        stackSwitcherPointer = flow_stack_switcher(widget)
        super.init(taking: widget, from: "gtk_stack_switcher_new")
        gtk_stack_switcher_set_stack(stackSwitcherPointer, stack.stackPointer)
    }
}
