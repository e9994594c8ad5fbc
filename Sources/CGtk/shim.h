/*
 * CGtk shim: only what Swift cannot call directly.
 *
 * Swift imports GTK's real functions as they are, but not
 *   - function-like macros (GTK_WINDOW(), G_OBJECT(), g_signal_connect() ...),
 *   - C variadic functions (g_signal_emit_by_name(), g_object_set() ...),
 *   - and it cannot pass a Swift closure where GCallback (a type-erased
 *     `void (*)(void)`) is expected without an unsafe bit-cast.
 * So this header holds exactly three kinds of helpers: checked casts,
 * typed g_signal_connect_data() wrappers (one per signal *shape*, with the
 * exact C handler type), and fixed-argument wrappers of the variadics used.
 * Everything else is called directly from Swift.
 */
#ifndef FLOW_CGTK_SHIM_H
#define FLOW_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <string.h>

/* MARK: - Checked casts (the GTK_X() / G_X() macros as functions) */

static inline GObject *flow_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *flow_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkAccessible *flow_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline GtkWindow *flow_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkNative *flow_native(gpointer p) { return GTK_NATIVE(p); }
static inline GtkHeaderBar *flow_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkButton *flow_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkLabel *flow_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkBox *flow_box(gpointer p) { return GTK_BOX(p); }
static inline GtkOverlay *flow_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkMenuButton *flow_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkOrientable *flow_orientable(gpointer p) { return GTK_ORIENTABLE(p); }
static inline GtkStack *flow_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkStackSwitcher *flow_stack_switcher(gpointer p) { return GTK_STACK_SWITCHER(p); }
static inline GtkScrolledWindow *flow_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkListBox *flow_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *flow_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkEditable *flow_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkEntry *flow_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkImage *flow_image(gpointer p) { return GTK_IMAGE(p); }
static inline GtkSpinButton *flow_spin_button(gpointer p) { return GTK_SPIN_BUTTON(p); }
static inline GtkSwitch *flow_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkSpinner *flow_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GApplication *flow_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkApplication *flow_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
/* The process's GtkApplication (the default GApplication, which every application becomes on
 * creation), or NULL when there is none or it is not a GtkApplication. */
static inline GtkApplication *flow_default_gtk_application(void) {
    GApplication *application = g_application_get_default();
    return application != NULL && GTK_IS_APPLICATION(application) ? GTK_APPLICATION(application) : NULL;
}
static inline GActionMap *flow_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GAction *flow_action(gpointer p) { return G_ACTION(p); }
static inline GtkEventController *flow_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkEventControllerKey *flow_event_controller_key(gpointer p) { return GTK_EVENT_CONTROLLER_KEY(p); }
static inline GtkEventControllerFocus *flow_event_controller_focus(gpointer p) { return GTK_EVENT_CONTROLLER_FOCUS(p); }
static inline GtkEventControllerMotion *flow_event_controller_motion(gpointer p) { return GTK_EVENT_CONTROLLER_MOTION(p); }
static inline GtkGestureSingle *flow_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkGestureClick *flow_gesture_click(gpointer p) { return GTK_GESTURE_CLICK(p); }
static inline GtkTextView *flow_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkTextBuffer *flow_text_buffer(gpointer p) { return GTK_TEXT_BUFFER(p); }
static inline GtkDropDown *flow_drop_down(gpointer p) { return GTK_DROP_DOWN(p); }
static inline GtkStringList *flow_string_list(gpointer p) { return GTK_STRING_LIST(p); }
static inline GListModel *flow_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GtkCheckButton *flow_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
static inline GtkRange *flow_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkScale *flow_scale(gpointer p) { return GTK_SCALE(p); }
static inline GtkSearchEntry *flow_search_entry(gpointer p) { return GTK_SEARCH_ENTRY(p); }
static inline GtkSearchBar *flow_search_bar(gpointer p) { return GTK_SEARCH_BAR(p); }
static inline GtkProgressBar *flow_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
static inline GtkPopover *flow_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkPicture *flow_picture(gpointer p) { return GTK_PICTURE(p); }
static inline GtkGrid *flow_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkPaned *flow_paned(gpointer p) { return GTK_PANED(p); }
static inline GtkRevealer *flow_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GMenu *flow_menu(gpointer p) { return G_MENU(p); }
static inline GMenuModel *flow_menu_model(gpointer p) { return G_MENU_MODEL(p); }
static inline GtkCssProvider *flow_css_provider(gpointer p) { return GTK_CSS_PROVIDER(p); }
static inline GtkStyleProvider *flow_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }

/* Type checks (the GTK_IS_X() macros). */
static inline gboolean flow_is_list_box_row(gpointer p) { return GTK_IS_LIST_BOX_ROW(p); }
static inline gboolean flow_is_revealer(gpointer p) { return GTK_IS_REVEALER(p); }
static inline gboolean flow_is_button(gpointer p) { return GTK_IS_BUTTON(p); }
static inline gboolean flow_is_label(gpointer p) { return GTK_IS_LABEL(p); }
static inline gboolean flow_is_popover(gpointer p) { return GTK_IS_POPOVER(p); }
static inline gboolean flow_is_window_controls(gpointer p) { return GTK_IS_WINDOW_CONTROLS(p); }
static inline GtkGesture *flow_gesture(gpointer p) { return GTK_GESTURE(p); }
/* Containers that are focusable only to scroll, or to hold the focus for their children. */
static inline gboolean flow_is_focus_container(gpointer p) {
    return GTK_IS_SCROLLED_WINDOW(p) || GTK_IS_VIEWPORT(p) || GTK_IS_LIST_BOX(p);
}
/* Gives a text field the focus without selecting its text (an app moving the focus into a field
 * must not let the next key replace what it holds); any other widget as gtk_widget_grab_focus. */
static inline gboolean flow_grab_focus_without_selecting(GtkWidget *widget) {
    if (!GTK_IS_TEXT(widget) && !GTK_IS_ENTRY(widget)) return gtk_widget_grab_focus(widget);
    int caret = gtk_editable_get_position(GTK_EDITABLE(widget));
    gboolean grabbed = GTK_IS_TEXT(widget) ? gtk_text_grab_focus_without_selecting(GTK_TEXT(widget))
                                           : gtk_entry_grab_focus_without_selecting(GTK_ENTRY(widget));
    /* GTK may have selected the text already (a window shown focuses its first field, all its
     * text selected): the caret goes back where it was, with nothing selected. */
    int start, end;
    if (gtk_editable_get_selection_bounds(GTK_EDITABLE(widget), &start, &end))
        gtk_editable_set_position(GTK_EDITABLE(widget), caret);
    return grabbed;
}
/* Whether `widget` is a text field (GtkText, the widget inside every entry, or an entry). */
static inline gboolean flow_is_text_field(gpointer p) { return GTK_IS_TEXT(p) || GTK_IS_EDITABLE(p); }

/* MARK: - Typed signal connection
 *
 * Each wrapper is g_signal_connect_data() with a handler of one exact C
 * type.  `data` is the user data handed back to the handler and to
 * `destroy`, which GLib calls exactly once when the handler is
 * disconnected or its instance is finalized.
 */

/* `void handler(GtkWidget *self, gpointer data)`: clicked, changed,
 * activate, destroy, value-changed ... on any widget. */
typedef void (*FlowWidgetHandler)(GtkWidget *self, gpointer data);
static inline gulong flow_connect_widget(gpointer instance, const char *signal,
                                         FlowWidgetHandler handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `gboolean handler(GtkWindow *self, gpointer data)`: close-request. */
typedef gboolean (*FlowWindowBoolHandler)(GtkWindow *self, gpointer data);
static inline gulong flow_connect_window_bool(gpointer instance, const char *signal,
                                              FlowWindowBoolHandler handler, gpointer data,
                                              GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `void handler(GObject *self, GParamSpec *pspec, gpointer data)`: notify::<property>. */
typedef void (*FlowNotifyHandler)(GObject *self, GParamSpec *pspec, gpointer data);
static inline gulong flow_connect_notify(gpointer instance, const char *detailed_signal,
                                         FlowNotifyHandler handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, detailed_signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `void handler(GtkEventControllerKey *self, guint keyval, guint keycode,
 *               GdkModifierType state, gpointer data)`: key-released. */
typedef void (*FlowKeyReleasedHandler)(GtkEventControllerKey *self, guint keyval,
                                       guint keycode, GdkModifierType state, gpointer data);
static inline gulong flow_connect_key_released(gpointer instance, const char *signal,
                                               FlowKeyReleasedHandler handler, gpointer data,
                                               GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `gboolean handler(GtkEventControllerKey *self, guint keyval, guint keycode,
 *                   GdkModifierType state, gpointer data)`: key-pressed. */
typedef gboolean (*FlowKeyPressedHandler)(GtkEventControllerKey *self, guint keyval,
                                          guint keycode, GdkModifierType state, gpointer data);
static inline gulong flow_connect_key_pressed(gpointer instance, const char *signal,
                                              FlowKeyPressedHandler handler, gpointer data,
                                              GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `void handler(GtkGestureClick *self, gint n_press, gdouble x, gdouble y,
 *               gpointer data)`: pressed, released. */
typedef void (*FlowClickHandler)(GtkGestureClick *self, gint n_press, gdouble x, gdouble y,
                                 gpointer data);
static inline gulong flow_connect_click(gpointer instance, const char *signal,
                                        FlowClickHandler handler, gpointer data,
                                        GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `gboolean handler(GtkEventControllerScroll *self, double dx, double dy, gpointer data)`: scroll. */
typedef gboolean (*FlowScrollHandler)(GtkEventControllerScroll *self, double dx, double dy, gpointer data);
static inline gulong flow_connect_scroll(gpointer instance, const char *signal,
                                         FlowScrollHandler handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `gboolean handler(GtkWidget *self, gint x, gint y, gboolean keyboard_mode, GtkTooltip *tooltip,
 *                   gpointer data)`: query-tooltip. */
typedef gboolean (*FlowQueryTooltipHandler)(GtkWidget *self, gint x, gint y, gboolean keyboard_mode,
                                            GtkTooltip *tooltip, gpointer data);
static inline gulong flow_connect_query_tooltip(gpointer instance, const char *signal,
                                                FlowQueryTooltipHandler handler, gpointer data,
                                                GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `void handler(GtkListBox *self, GtkListBoxRow *row, gpointer data)`: row-activated. */
typedef void (*FlowRowHandler)(GtkListBox *self, GtkListBoxRow *row, gpointer data);
static inline gulong flow_connect_row(gpointer instance, const char *signal,
                                      FlowRowHandler handler, gpointer data,
                                      GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `void handler(GListModel *self, guint position, guint removed, guint added,
 *               gpointer data)`: items-changed. */
typedef void (*FlowItemsChangedHandler)(GListModel *self, guint position, guint removed,
                                        guint added, gpointer data);
static inline gulong flow_connect_items_changed(gpointer instance, const char *signal,
                                                FlowItemsChangedHandler handler, gpointer data,
                                                GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `void handler(GtkCssProvider *self, GtkCssSection *section, const GError *error,
 *               gpointer data)`: parsing-error. */
typedef void (*FlowCssErrorHandler)(GtkCssProvider *self, GtkCssSection *section,
                                    const GError *error, gpointer data);
static inline gulong flow_connect_css_error(gpointer instance, const char *signal,
                                            FlowCssErrorHandler handler, gpointer data,
                                            GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* `void handler(GFileMonitor *self, GFile *file, GFile *other_file, GFileMonitorEvent event,
 *               gpointer data)`: changed. */
typedef void (*FlowFileChangedHandler)(GFileMonitor *self, GFile *file, GFile *other_file,
                                       GFileMonitorEvent event, gpointer data);
static inline gulong flow_connect_file_changed(gpointer instance, const char *signal,
                                               FlowFileChangedHandler handler, gpointer data,
                                               GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* MARK: - Public signal shapes (ObjectRef.connect(_:_:) in FlowGtk)
 *
 * One connector per shape an app may connect to any signal of any object: no argument, one
 * argument of a fundamental type, or no argument and a gboolean result. The instance is typed
 * `gpointer`, whatever the emitter. flow_signal_has_shape() checks a signal's real shape first,
 * so that a handler of the wrong shape is refused with a message instead of being called with
 * arguments it does not expect. */
typedef enum {
    FLOW_SIGNAL_ARG_NONE,
    FLOW_SIGNAL_ARG_POINTER, /* gpointer, an object, a boxed value, a GVariant, a GParamSpec */
    FLOW_SIGNAL_ARG_INT,     /* gint, or an enum */
    FLOW_SIGNAL_ARG_UINT,    /* guint, or flags */
    FLOW_SIGNAL_ARG_DOUBLE,
    FLOW_SIGNAL_ARG_BOOLEAN,
    FLOW_SIGNAL_ARG_STRING
} FlowSignalArg;

static inline gboolean flow_signal_arg_matches(GType type, FlowSignalArg arg) {
    GType fundamental = G_TYPE_FUNDAMENTAL(type & ~G_SIGNAL_TYPE_STATIC_SCOPE);
    switch (arg) {
    case FLOW_SIGNAL_ARG_NONE: return fundamental == G_TYPE_NONE;
    case FLOW_SIGNAL_ARG_POINTER:
        return fundamental == G_TYPE_POINTER || fundamental == G_TYPE_OBJECT || fundamental == G_TYPE_BOXED
            || fundamental == G_TYPE_INTERFACE || fundamental == G_TYPE_PARAM || fundamental == G_TYPE_VARIANT;
    case FLOW_SIGNAL_ARG_INT: return fundamental == G_TYPE_INT || fundamental == G_TYPE_ENUM;
    case FLOW_SIGNAL_ARG_UINT: return fundamental == G_TYPE_UINT || fundamental == G_TYPE_FLAGS;
    case FLOW_SIGNAL_ARG_DOUBLE: return fundamental == G_TYPE_DOUBLE;
    case FLOW_SIGNAL_ARG_BOOLEAN: return fundamental == G_TYPE_BOOLEAN;
    case FLOW_SIGNAL_ARG_STRING: return fundamental == G_TYPE_STRING;
    }
    return FALSE;
}

/* Whether `detailed_signal` of `instance` exists and takes exactly `argument` (none, or one of that
 * kind) and returns a gboolean when `returns_boolean`, nothing otherwise. */
static inline gboolean flow_signal_has_shape(gpointer instance, const char *detailed_signal,
                                             FlowSignalArg argument, gboolean returns_boolean) {
    guint signal_id = 0;
    GQuark detail = 0;
    if (!g_signal_parse_name(detailed_signal, G_TYPE_FROM_INSTANCE(instance), &signal_id, &detail, FALSE)) {
        return FALSE;
    }
    GSignalQuery query;
    g_signal_query(signal_id, &query);
    GType result = G_TYPE_FUNDAMENTAL(query.return_type & ~G_SIGNAL_TYPE_STATIC_SCOPE);
    if (result != (returns_boolean ? G_TYPE_BOOLEAN : G_TYPE_NONE)) return FALSE;
    if (argument == FLOW_SIGNAL_ARG_NONE) return query.n_params == 0;
    return query.n_params == 1 && flow_signal_arg_matches(query.param_types[0], argument);
}

/* The name of `instance`'s type, for messages. */
static inline const char *flow_type_name_of(gpointer instance) { return G_OBJECT_TYPE_NAME(instance); }

#define FLOW_SIGNAL_SHAPE(NAME, HANDLER_TYPE)                                                  \
    static inline gulong NAME(gpointer instance, const char *signal, HANDLER_TYPE handler,   \
                              gpointer data, GClosureNotify destroy) {                       \
        return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0); \
    }
typedef void (*FlowVoidHandler)(gpointer self, gpointer data);
typedef void (*FlowPointerArgHandler)(gpointer self, gpointer argument, gpointer data);
typedef void (*FlowIntArgHandler)(gpointer self, gint argument, gpointer data);
typedef void (*FlowUIntArgHandler)(gpointer self, guint argument, gpointer data);
typedef void (*FlowDoubleArgHandler)(gpointer self, gdouble argument, gpointer data);
typedef void (*FlowBooleanArgHandler)(gpointer self, gboolean argument, gpointer data);
typedef void (*FlowStringArgHandler)(gpointer self, const char *argument, gpointer data);
typedef gboolean (*FlowBooleanResultHandler)(gpointer self, gpointer data);
typedef void (*FlowPointHandler)(gpointer self, gdouble x, gdouble y, gpointer data);
FLOW_SIGNAL_SHAPE(flow_connect_void, FlowVoidHandler)
FLOW_SIGNAL_SHAPE(flow_connect_pointer_arg, FlowPointerArgHandler)
FLOW_SIGNAL_SHAPE(flow_connect_int_arg, FlowIntArgHandler)
FLOW_SIGNAL_SHAPE(flow_connect_uint_arg, FlowUIntArgHandler)
FLOW_SIGNAL_SHAPE(flow_connect_double_arg, FlowDoubleArgHandler)
FLOW_SIGNAL_SHAPE(flow_connect_boolean_arg, FlowBooleanArgHandler)
FLOW_SIGNAL_SHAPE(flow_connect_string_arg, FlowStringArgHandler)
FLOW_SIGNAL_SHAPE(flow_connect_boolean_result, FlowBooleanResultHandler)
FLOW_SIGNAL_SHAPE(flow_connect_point, FlowPointHandler)
#undef FLOW_SIGNAL_SHAPE

/* Emits a signal with one argument of each kind, as GTK would (for tests). */
static inline void flow_emit_int(gpointer instance, const char *signal, gint value) {
    g_signal_emit_by_name(instance, signal, value);
}
static inline void flow_emit_string(gpointer instance, const char *signal, const char *value) {
    g_signal_emit_by_name(instance, signal, value);
}

/* MARK: - Variadic functions with fixed arguments
 *
 * Signal emission simulates input in tests (GTK 4 has no public API to
 * synthesize key or pointer events) and lets code trigger a signal's
 * handlers exactly as GTK would.
 */

/* Emits a signal that takes no arguments and returns nothing ("clicked"). */
static inline void flow_emit(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/* Emits a signal that takes no arguments and returns gboolean ("close-request"). */
static inline gboolean flow_emit_boolean(gpointer instance, const char *signal) {
    gboolean result = FALSE;
    g_signal_emit_by_name(instance, signal, &result);
    return result;
}

/* Emits "key-pressed" on a key controller; returns whether a handler handled it. */
/* Types `text` into a GtkText as a key press would (its insert-at-cursor keybinding signal, one
 * user action of its undo history). */
static inline void flow_emit_insert_at_cursor(gpointer text_widget, const char *text) {
    g_signal_emit_by_name(text_widget, "insert-at-cursor", text);
}

static inline gboolean flow_emit_key_pressed(GtkEventControllerKey *controller, guint keyval,
                                             guint keycode, GdkModifierType state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "key-pressed", keyval, keycode, state, &handled);
    return handled;
}

/* Emits "pressed" on a click gesture. */
static inline void flow_emit_click_pressed(GtkGestureClick *gesture, gint n_press,
                                           gdouble x, gdouble y) {
    g_signal_emit_by_name(gesture, "pressed", n_press, x, y);
}

/* Names a widget for assistive technologies (what a screen reader says, what AT-SPI reports as
 * its name): gtk_accessible_update_property() with the one LABEL property. */
static inline void flow_accessible_set_label(gpointer widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Describes a widget further for assistive technologies (read after its name): the DESCRIPTION
 * property. */
static inline void flow_accessible_set_description(gpointer widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* Sets a string property by name (g_object_set with one property), e.g. a search entry's
 * "placeholder-text", which GTK 4.8 has no setter for. */
static inline void flow_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

/* Hides a widget from assistive technologies, or shows it again: the HIDDEN state. For what
 * only decorates (an icon next to text that says the same). */
static inline void flow_accessible_set_hidden(gpointer widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/* GTK 4.8 gives AT-SPI actions to buttons and switches, and to other widgets only the actions
 * in their own action groups. An activatable list box row gets a group "row" with one action,
 * "activate", that activates it as a click or Enter would: a screen reader's "activate" (AT-SPI
 * action "row.activate") opens what the row shows. The group belongs to the row and goes with it;
 * the action's data is the row, which outlives it. */
static void flow_row_activate_action(GSimpleAction *action, GVariant *parameter, gpointer row) {
    (void)action;
    (void)parameter;
    gtk_widget_activate(GTK_WIDGET(row));
}

static inline void flow_list_box_row_add_activate_action(GtkListBoxRow *row) {
    static const GActionEntry entries[] = { { .name = "activate", .activate = flow_row_activate_action } };
    GSimpleActionGroup *group = g_simple_action_group_new();
    g_action_map_add_action_entries(G_ACTION_MAP(group), entries, 1, row);
    gtk_widget_insert_action_group(GTK_WIDGET(row), "row", G_ACTION_GROUP(group));
    g_object_unref(group);
}

/* Whether a widget with a selectable role (a tab) is the selected one: the SELECTED state. */
static inline void flow_accessible_set_selected(gpointer widget, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/* Whether a field's value is invalid (its error is shown): the INVALID state. */
static inline void flow_accessible_set_invalid(gpointer widget, gboolean invalid) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}

/* The widget whose text names `widget` (a field's label): the LABELLED_BY relation. */
static inline void flow_accessible_set_labelled_by(gpointer widget, gpointer label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

/* The widget whose text describes `widget` further (a field's error): the DESCRIBED_BY
 * relation; NULL removes it. */
static inline void flow_accessible_set_described_by(gpointer widget, gpointer description) {
    if (description != NULL) {
        gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                       description, NULL, -1);
    } else {
        gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
    }
}

/* A button or a box with an accessible role other than its class's own (construct-only): a tab,
 * a tab list. */
static inline GtkWidget *flow_button_new_with_role(const char *label, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BUTTON, "label", label, "accessible-role", role, NULL));
}
static inline GtkWidget *flow_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                   "accessible-role", role, NULL));
}

/* A label with an accessible role other than GtkLabel's own (the role is construct-only):
 * g_object_new() with "label" and "accessible-role". */
static inline GtkWidget *flow_label_new_with_role(const char *text, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL));
}

/* A widget of any type with an accessible role of the caller's (construct-only): a spinner read
 * as a busy progress bar. The reference is floating, as gtk_*_new()'s. */
static inline GtkWidget *flow_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/* Whether the widget is busy (GTK_ACCESSIBLE_STATE_BUSY): work under way, for screen readers. */
static inline void flow_accessible_set_busy(gpointer widget, gboolean busy) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

/* A window with an accessible role other than GtkWindow's own (construct-only too): a dialog or
 * an alert dialog, so screen readers announce it as one. Like gtk_window_new(), the returned
 * reference is GTK's toplevel list's. */
static inline GtkWidget *flow_window_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_WINDOW, "accessible-role", role, NULL));
}

/* MARK: - Application signals
 *
 * `gint handler(GApplication *self, GApplicationCommandLine *command_line, gpointer data)`:
 * command-line (the arguments of this launch, or of a later one forwarded to this instance). */
typedef gint (*FlowCommandLineHandler)(GApplication *self, GApplicationCommandLine *command_line,
                                       gpointer data);
static inline gulong flow_connect_command_line(gpointer instance, const char *signal,
                                               FlowCommandLineHandler handler, gpointer data,
                                               GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* Prints `text` as it is (no format) to the standard output or error of the process that made
 * this command line: the launch's own terminal, also when it was forwarded to the running
 * instance (g_application_command_line_print is variadic). */
static inline void flow_command_line_print(GApplicationCommandLine *command_line, const char *text, gboolean error) {
    if (error) g_application_command_line_printerr(command_line, "%s", text);
    else g_application_command_line_print(command_line, "%s", text);
}


/* `void handler(GSimpleAction *self, GVariant *parameter, gpointer data)`: activate, on an
 * application action (app.quit), whatever window has the focus. */
typedef void (*FlowActionHandler)(GSimpleAction *self, GVariant *parameter, gpointer data);
static inline gulong flow_connect_action(gpointer instance, const char *signal,
                                         FlowActionHandler handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/* MARK: - Window actions and their shortcuts
 *
 * A window's actions (win.back, win.show-tab::items) live in a GSimpleActionGroup inserted on the
 * window; its shortcuts are GtkShortcuts in a GtkShortcutController, each activating a named
 * action, with a string target for actions that take one. */
static inline GSimpleAction *flow_simple_action_new(const char *name, gboolean takes_string) {
    return g_simple_action_new(name, takes_string ? G_VARIANT_TYPE_STRING : NULL);
}
static inline const char *flow_variant_string(GVariant *value) {
    return value != NULL && g_variant_is_of_type(value, G_VARIANT_TYPE_STRING) ? g_variant_get_string(value, NULL) : NULL;
}
static inline void flow_action_group_add(gpointer group, gpointer action) {
    g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
}
static inline void flow_insert_action_group(gpointer widget, const char *prefix, gpointer group) {
    gtk_widget_insert_action_group(GTK_WIDGET(widget), prefix, G_ACTION_GROUP(group));
}
/* Adds the shortcut `accelerator` ("<Alt>Left") activating `action` ("win.back") with `target`
 * (a string, or NULL) to `controller`. Returns whether the accelerator parsed. */
static inline gboolean flow_shortcut_controller_add(gpointer controller, const char *accelerator,
                                                    const char *action, const char *target) {
    GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string(accelerator);
    if (trigger == NULL) return FALSE;
    GtkShortcut *shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(action));
    if (target != NULL) gtk_shortcut_set_arguments(shortcut, g_variant_new_string(target));
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(controller), shortcut);
    return TRUE;
}
static inline GtkEventController *flow_shortcut_controller_new(void) {
    return gtk_shortcut_controller_new();
}
/* Makes a button activate `action` with `target` (a string, or NULL) when clicked. */
static inline void flow_actionable_set(gpointer widget, const char *action, const char *target) {
    gtk_actionable_set_action_name(GTK_ACTIONABLE(widget), action);
    if (target != NULL) gtk_actionable_set_action_target_value(GTK_ACTIONABLE(widget), g_variant_new_string(target));
}
/* Activates `action` ("win.back") as a shortcut would, from `widget`. */
static inline gboolean flow_widget_activate_action(gpointer widget, const char *action, const char *target) {
    return gtk_widget_activate_action_variant(GTK_WIDGET(widget), action,
                                              target != NULL ? g_variant_new_string(target) : NULL);
}

/* MARK: - Primary menu, Keyboard Shortcuts and About
 *
 * A menu button showing a GMenu (a GMenuModel of labelled actions); a GtkShortcutsWindow, which
 * GTK 4.8 builds only from GtkBuilder XML; an about dialog. The two windows are destroyed when
 * closed (not hidden), and GTK's toplevel list holds them while they are open. */
static inline GtkWidget *flow_menu_button_new(const char *icon_name, gpointer menu) {
    GtkWidget *button = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(button), icon_name);
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(button), G_MENU_MODEL(menu));
    gtk_menu_button_set_primary(GTK_MENU_BUTTON(button), TRUE);
    return button;
}
static inline void flow_menu_append(gpointer menu, const char *label, const char *detailed_action) {
    g_menu_append(G_MENU(menu), label, detailed_action);
}
static inline gpointer flow_menu_new(void) { return g_menu_new(); }
static inline void flow_present_shortcuts_window(const char *xml, gpointer parent) {
    GtkBuilder *builder = gtk_builder_new_from_string(xml, -1);
    GtkWindow *window = GTK_WINDOW(gtk_builder_get_object(builder, "shortcuts"));
    gtk_window_set_transient_for(window, GTK_WINDOW(parent));
    /* In the parent's application, whose keys (Ctrl+Q) then work in it too. */
    gtk_window_set_application(window, gtk_window_get_application(GTK_WINDOW(parent)));
    gtk_window_set_hide_on_close(window, FALSE);
    gtk_window_present(window);
    g_object_unref(builder);
}
/* GtkAboutDialog's name, version and comments are selectable labels, so the window's first
 * focus lands on the name with all its text selected: a person sees "Shop" highlighted, and a
 * screen reader reads a selection. Made plain text, they leave the first focus to the links. */
static void flow_unselectable_labels(GtkWidget *widget) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_LABEL(child) && strstr(gtk_label_get_label(GTK_LABEL(child)), "<a ") == NULL) {
            gtk_label_set_selectable(GTK_LABEL(child), FALSE);
            gtk_widget_set_focusable(child, FALSE);
        }
        flow_unselectable_labels(child);
    }
}
static void flow_about_mapped(GtkWidget *about, gpointer data) {
    (void)data;
    flow_unselectable_labels(about);
}
/* Lets icons be found in `directory` too (an app's own icon, before it is installed). */
static inline void flow_icon_theme_add_search_path(const char *directory) {
    GdkDisplay *display = gdk_display_get_default();
    if (display != NULL) gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), directory);
}
/* The label GTK made for the license line, found by the text GTK gave it (`license`, which
 * gtk_about_dialog_get_license returns), shows `markup` instead. */
static gboolean flow_about_relabel_license(GtkWidget *widget, const char *license, const char *markup) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        const char *shown = GTK_IS_LABEL(child) ? gtk_label_get_label(GTK_LABEL(child)) : NULL;
        if (shown != NULL && strstr(shown, license) != NULL) {
            gtk_label_set_markup(GTK_LABEL(child), markup);
            return TRUE;
        }
        if (flow_about_relabel_license(child, license, markup)) return TRUE;
    }
    return FALSE;
}
/* `license_markup`, when not NULL, is the license line in the app's words: GTK 4.8 writes it
 * "See the <a>%s</a> for details." around a name that may start with "The" ("The MIT License
 * (MIT)"), which reads "See the The MIT License (MIT) for details." */
static inline void flow_present_about_dialog(gpointer parent, const char *name, const char *version,
                                             const char *comments, const char *website, const char *icon_name,
                                             GtkLicense license, const char *license_markup) {
    GtkWidget *about = gtk_about_dialog_new();
    GtkAboutDialog *dialog = GTK_ABOUT_DIALOG(about);
    gtk_about_dialog_set_program_name(dialog, name);
    gtk_about_dialog_set_version(dialog, version);
    gtk_about_dialog_set_comments(dialog, comments);
    gtk_about_dialog_set_website(dialog, website);
    gtk_about_dialog_set_logo_icon_name(dialog, icon_name);
    gtk_about_dialog_set_license_type(dialog, license);
    const char *gtk_license = gtk_about_dialog_get_license(dialog);
    if (license_markup != NULL && gtk_license != NULL && gtk_license[0] != '\0')
        flow_about_relabel_license(about, gtk_license, license_markup);
    gtk_window_set_transient_for(GTK_WINDOW(about), GTK_WINDOW(parent));
    gtk_window_set_application(GTK_WINDOW(about), gtk_window_get_application(GTK_WINDOW(parent)));
    gtk_window_set_modal(GTK_WINDOW(about), TRUE);
    gtk_window_set_hide_on_close(GTK_WINDOW(about), FALSE);
    g_signal_connect(about, "map", G_CALLBACK(flow_about_mapped), NULL);
    gtk_window_present(GTK_WINDOW(about));
}

/* MARK: - Termination signals with a deadline
 *
 * Not a GTK helper, but C because a signal handler may only do what is async-signal-safe, which
 * Swift code cannot promise. SIGTERM, SIGINT and SIGHUP are answered within a deadline whatever
 * the main loop is doing: the handler writes a byte to a pipe, whose read end the main loop
 * watches (the application saves and quits there), and arms a timer; if the process still runs
 * when it fires, SIGALRM ends it with _exit(128 + the signal), without saving, so the files on
 * disk stay the last ones written whole. A second termination signal ends the process at once.
 *
 * The state is static: call these from one Swift file only (FlowGtk's Application.swift). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

static volatile sig_atomic_t flow_termination_signal = 0;
static int flow_termination_pipe[2] = { -1, -1 };
static volatile long flow_termination_deadline_us = 0;

static void flow_termination_on_deadline(int signal_number) {
    (void)signal_number;
    _exit(128 + flow_termination_signal);
}

static void flow_termination_on_signal(int signal_number) {
    if (flow_termination_signal != 0) _exit(128 + signal_number);
    flow_termination_signal = signal_number;
    int saved_errno = errno;
    struct itimerval deadline = { { 0, 0 }, { flow_termination_deadline_us / 1000000,
                                              flow_termination_deadline_us % 1000000 } };
    setitimer(ITIMER_REAL, &deadline, NULL); /* a plain system call on Linux */
    ssize_t written = write(flow_termination_pipe[1], "", 1);
    (void)written;
    errno = saved_errno;
}

/* Installs the handlers, with a deadline of `deadline_ms` after the first signal, and unblocks
 * the signals in the calling thread (a launcher may have started the process with them blocked,
 * or ignored: handlers replace SIG_IGN). Returns the pipe's read end to watch, or -1. */
static inline int flow_termination_install(unsigned deadline_ms) {
    if (flow_termination_pipe[0] < 0) {
        if (pipe(flow_termination_pipe) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(flow_termination_pipe[i], F_SETFD, FD_CLOEXEC);
            fcntl(flow_termination_pipe[i], F_SETFL, O_NONBLOCK);
        }
    }
    flow_termination_deadline_us = (long)deadline_ms * 1000;

    const int signals[] = { SIGTERM, SIGINT, SIGHUP };
    struct sigaction action = { 0 };
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < 3; i++) sigaddset(&action.sa_mask, signals[i]);
    sigaddset(&action.sa_mask, SIGALRM);
    action.sa_flags = SA_RESTART;
    action.sa_handler = flow_termination_on_deadline;
    sigaction(SIGALRM, &action, NULL);
    action.sa_handler = flow_termination_on_signal;
    for (int i = 0; i < 3; i++) sigaction(signals[i], &action, NULL);

    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (int i = 0; i < 3; i++) sigaddset(&unblocked, signals[i]);
    sigaddset(&unblocked, SIGALRM);
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    return flow_termination_pipe[0];
}

/* Empties the pipe (on the main loop, after a signal woke it). */
static inline void flow_termination_drain(int fd) {
    char buffer[16];
    while (read(fd, buffer, sizeof buffer) > 0) {}
}

#endif /* FLOW_CGTK_SHIM_H */
