/*
 * `shop`'s window on the Items tab's catalogue in plain GTK calls, for the C baselines that draw
 * what `shop` draws: first_screen.c (launch to first frame, idle memory), second_window.c (a
 * second window) and click_page.c (a click to the frame of its page, at 700x720: not split). Keep it in step with FlowGtk and ShopApp; the comments say what each part
 * mirrors. One translation unit each includes it.
 *
 * shop_window(app) mirrors what FlowWindow's tabbed init, FlowWindow.show() and
 * PrimaryMenu.install make, in their order, for a 960x720 window (FlowWindow.splitWidth is 720,
 * so the tabs whose root is a sidebar are split):
 *   - a GtkWindow (gtk_window_new, added to the application) titled "Shop", 960x720;
 *   - a header bar: the back button (go-previous-symbolic, named "Back", its tooltip "Back" given
 *     when GTK asks for it as QueriedTooltip does, activating win.back, hidden at the root, with
 *     its history menu's right click, long press and key controller: HistoryMenu), the title label ("title", ellipsized, 40 characters at most,
 *     "Items") packed at the start; as its title widget a scrolled window (external/never,
 *     propagating its natural width) holding the tab bar: a linked box with the tab-list role and
 *     four buttons with the tab role, Items, Wallet, Profile and Patterns (labels: TabBar shows no
 *     icons), each activating win.show-tab with its name, Items drawn checked and selected; the
 *     primary menu at the end (open-menu-symbolic, "Main Menu": New Window, Keyboard Shortcuts,
 *     Help and About Shop, with a shortcut controller on its popover for Ctrl+Q, Ctrl+?, F1,
 *     Ctrl+N and Ctrl+Shift+W);
 *   - the window's actions (win.back, win.forward, win.show-tab, win.focus-sidebar,
 *     win.switch-pane), its shortcut controller (Alt+1 to Alt+4, Alt+Left, Back, Alt+Right,
 *     Forward, Escape, F6), click gestures for mouse buttons 8 and 9 in the capture phase, the
 *     InputGuard's key controller and click gesture (capture phase), handlers of notify::is-active,
 *     notify::focus-widget and "map" (InputGuard, FocusKeeper, FlowWindow.reportActivation), a
 *     handler of notify::default-width (the narrow and split
 *     layouts); made but not added, as FlowWindow keeps them for later, the header's empty middle
 *     of a narrow window and the click gesture and scroll controller that block a window under a
 *     sheet (WindowBlock);
 *   - its content: an overlay (for toasts, none shown) over a vertical box holding the tab stack
 *     (non-homogeneous) and a hidden bottom bar (`toolbar`, `flow-bottom-tabs`). Per tab, a
 *     NavigationHost: a GtkStack (expanding, non-homogeneous, with a notify::transition-running
 *     handler) holding its root slot (a box with a GtkBinLayout, a "map" handler). A tab whose root
 *     is a sidebar (Items, Wallet, Patterns) has a SplitLayout too: a row laid out as SplitBox lays
 *     it out, of a sidebar column ("flow-sidebar", 340 px, a "map" handler), a vertical separator
 *     and the stack; and its empty state (StatusPage: an icon of 128 px, a title, a hidden line),
 *     which the split layout puts in the root slot;
 *   - only the Items tab's root page is built, as NavigationHost builds a root page when first
 *     shown, into its sidebar column: the catalogue (ItemsPage, PageColumn, BoxedList,
 *     ListSearchBar): a vertical box of the list's search bar (a GtkSearchBar, closed: GTK 4.8
 *     keeps its height, 47 px, with its revealer's transition none, as SearchBar sets it; its
 *     search entry "Search Items"; the box its key capture widget) over a scrolled window
 *     (automatic both ways) holding a clamp (a box with a GtkCustomLayout: the
 *     column's width up to 544 px, centred, as Clamp.swift measures and allocates it) holding the
 *     column (vertical, 18 px apart, "page", 12 px margins): the heading, the screen's title
 *     "Items" (PageColumn.Heading.screenTitle; the heading role, "page-title"), the subtitle
 *     ("page-subtitle"), both wrapping as FlowGtk's labels do,
 *     and a boxed list ("boxed-list", a row-activated handler, a key controller for the context
 *     menu key) of the 14 items of Resources/catalogue.json: per row a box of the item's icon
 *     (hidden from assistive technologies), its name ("row-title", wrapping), its price as
 *     Money.format writes it ("price") and a go-next-symbolic chevron; each row activatable,
 *     focusable, with its "row" action group and its accessible label ("Mirrorless Camera,
 *     $649.00"), and its context menu (ContextMenu: a popover of one flat button, "Open in New
 *     Window", with a secondary-button click gesture, and a middle-button one), then the search's
 *     hidden line for no match ("dim-label"). The list is
 *     selectable (a sidebar marks its chosen row), none chosen; the empty state says "Choose an
 *     Item" and "Its details show here.", under the package-x-generic-symbolic icon.
 * Left out: what FlowGtk keeps in Swift (the state, Observation, the planner's snapshots, the page
 * and its owner) and its watch of GTK's toplevel list (how the wrapper knows a window was
 * destroyed); no close-request handler (shop's quits on its main window's); the GTK Inspector's
 * Navigation page (NavigationInspector), offered to GTK as FlowWindow.show() shows the window.
 *
 * FlowBench's screenshot check (ScreenshotCheck.swift, SHOP_BENCH_SCREENSHOT) fails when
 * first_screen.c's window and shop's first window differ by a pixel.
 *
 * The CSS is read where `shop` has it, from the working directory (run from the repository's
 * root, as `make bench` does): Resources/shop.css, and FlowGtk's stylesheet from the Swift source
 * that holds it (FlowGtkStyles.swift), so the two never differ.
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "split_box.h"

/* Resources/catalogue.json's items: name, price (as Money.format writes it), icon. */
static const struct { const char *name, *price, *icon; } items[] = {
    { "Mirrorless Camera", "$649.00", "camera-photo-symbolic" },
    { "Studio Headphones", "$129.00", "audio-headphones-symbolic" },
    { "Mechanical Keyboard", "$89.00", "input-keyboard-symbolic" },
    { "Wireless Mouse", "$39.00", "input-mouse-symbolic" },
    { "Desktop Computer", "$1,199.00", "computer-symbolic" },
    { "Smartphone", "$499.00", "phone-symbolic" },
    { "Laser Printer", "$179.00", "printer-symbolic" },
    { "External Drive", "$99.00", "drive-harddisk-symbolic" },
    { "Bookshelf Speakers", "$219.00", "audio-speakers-symbolic" },
    { "Game Controller", "$59.00", "input-gaming-symbolic" },
    { "4K Monitor", "$329.00", "video-display-symbolic" },
    { "Webcam", "$69.00", "camera-web-symbolic" },
    { "Memory Card", "$24.00", "media-flash-symbolic" },
    { "Wi-Fi Router", "$149.00", "network-wireless-symbolic" },
};

/* ShopTab's tabs: name, title, whether the root screen is a sidebar (registerRoot(isSidebar:)). */
static const struct { const char *name, *title; gboolean sidebar; } tabs[] = {
    { "items", "Items", TRUE }, { "wallet", "Wallet", TRUE }, { "profile", "Profile", FALSE },
    { "patterns", "Patterns", TRUE },
};

enum {
    COLUMN_MAXIMUM_WIDTH = 544, /* PageColumn.defaultMaximumWidth */
    SIDEBAR_WIDTH = 340,        /* SplitLayout.sidebarWidth */
};

#define SHOP_CSS "Resources/shop.css"
#define FLOW_GTK_STYLES "Sources/FlowGtkWidgets/Styles/FlowGtkStyles.swift"

/* MARK: Handlers: connected as FlowGtk connects them; none runs while a window opens. */

static void on_action(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action, (void)parameter, (void)data;
}

static void on_pressed(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)gesture, (void)presses, (void)x, (void)y, (void)data;
}

static gboolean on_scroll(GtkEventControllerScroll *controller, double dx, double dy, gpointer data) {
    (void)controller, (void)dx, (void)dy, (void)data;
    return TRUE;
}

static void on_notify(GObject *object, GParamSpec *pspec, gpointer data) {
    (void)object, (void)pspec, (void)data;
}

static void on_widget(GtkWidget *widget, gpointer data) {
    (void)widget, (void)data;
}

static void on_row_activated(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list, (void)row, (void)data;
}

/* SplitLayout.markChosenRow, on the list's selection-changed: GTK selects a row as it focuses it,
 * and the mark goes back to the state's choice, none here. */
static void on_selection_changed(GtkListBox *list, gpointer data) {
    (void)data;
    if (gtk_list_box_get_selected_row(list)) gtk_list_box_unselect_all(list);
}

static gboolean on_key(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                       gpointer data) {
    (void)controller, (void)keyval, (void)keycode, (void)state, (void)data;
    return FALSE;
}

static void on_clicked(GtkButton *button, gpointer data) {
    (void)button, (void)data;
}

static gboolean on_query_tooltip(GtkWidget *widget, int x, int y, gboolean keyboard_mode, GtkTooltip *tooltip,
                                 gpointer data) {
    (void)widget, (void)x, (void)y, (void)keyboard_mode, (void)data;
    gtk_tooltip_set_text(tooltip, "Back");
    return TRUE;
}

static void on_editable(GtkEditable *editable, gpointer data) {
    (void)editable, (void)data;
}

static void on_key_released(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            gpointer data) {
    (void)controller, (void)keyval, (void)keycode, (void)state, (void)data;
}

static void on_long_press(GtkGestureLongPress *gesture, double x, double y, gpointer data) {
    (void)gesture, (void)x, (void)y, (void)data;
}

static void on_focus_enter(GtkEventControllerFocus *controller, gpointer data) {
    (void)controller, (void)data;
}

static void on_row_activate_action(GSimpleAction *action, GVariant *parameter, gpointer row) {
    (void)action, (void)parameter;
    gtk_widget_activate(GTK_WIDGET(row));
}

/* MARK: FlowGtk's widgets in C */

/* A Shortcut's accelerator added to a controller (flow_shortcut_controller_add). */
static void add_shortcut(GtkEventController *controller, const char *accelerator, const char *action,
                         const char *target) {
    GtkShortcut *shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(accelerator),
                                             gtk_named_action_new(action));
    if (target) gtk_shortcut_set_arguments(shortcut, g_variant_new_string(target));
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(controller), shortcut);
}

static void add_window_action(GSimpleActionGroup *group, const char *name, const GVariantType *parameter) {
    GSimpleAction *action = g_simple_action_new(name, parameter);
    g_signal_connect(action, "activate", G_CALLBACK(on_action), NULL);
    g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
    g_object_unref(action);
}

/* Label.wraps: breaks inside long words too, at least 10 characters wide. */
static void wrap(GtkWidget *label, int max_width_chars) {
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(label), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_width_chars(GTK_LABEL(label), 10);
    gtk_label_set_max_width_chars(GTK_LABEL(label), max_width_chars);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
}

/* Image(iconName:, .decorative). */
static GtkWidget *decorative_image(const char *icon) {
    GtkWidget *image = gtk_image_new_from_icon_name(icon);
    gtk_accessible_update_state(GTK_ACCESSIBLE(image), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    return image;
}

/* Clamp's measure and allocate: the child as wide as the space up to the maximum, centred. */
static int clamp_child_width(int available, int child_minimum) {
    return MAX(child_minimum, MIN(available, COLUMN_MAXIMUM_WIDTH));
}

static GtkWidget *clamp_child(GtkWidget *widget) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        if (gtk_widget_should_layout(child)) return child;
    return NULL;
}

static GtkSizeRequestMode clamp_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void clamp_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                          int *minimum_baseline, int *natural_baseline) {
    (void)minimum_baseline, (void)natural_baseline;
    GtkWidget *child = clamp_child(widget);
    int min = 0, nat = 0, width_min = 0, width_nat = 0;
    if (child) {
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &width_min, &width_nat, NULL, NULL);
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            min = width_min;
            nat = MIN(width_nat, COLUMN_MAXIMUM_WIDTH);
        } else {
            int width = for_size < 0 ? MIN(width_nat, COLUMN_MAXIMUM_WIDTH) : for_size;
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, clamp_child_width(width, width_min), &min, &nat,
                               NULL, NULL);
        }
    }
    if (minimum) *minimum = min;
    if (natural) *natural = MAX(nat, min);
}

static void clamp_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtkWidget *child = clamp_child(widget);
    if (!child) return;
    int minimum = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    int child_width = clamp_child_width(width, minimum);
    int x = MAX((width - child_width) / 2, 0);
    if (gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL) x = width - x - child_width;
    GtkAllocation allocation = { x, 0, child_width, height };
    gtk_widget_size_allocate(child, &allocation, -1);
}

/* A key controller (KeyController) in `phase`, its key-pressed handled, added to `widget`. */
static GtkEventController *add_keys(GtkWidget *widget, GtkPropagationPhase phase) {
    GtkEventController *keys = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(keys, phase);
    g_signal_connect(keys, "key-pressed", G_CALLBACK(on_key), NULL);
    gtk_widget_add_controller(widget, keys);
    return keys;
}

/* A click gesture for `button` in the bubble phase (ClickGesture), added to `widget`. */
static void add_click(GtkWidget *widget, guint button) {
    GtkGesture *click = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(click), button);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(click), GTK_PHASE_BUBBLE);
    g_signal_connect(click, "pressed", G_CALLBACK(on_pressed), NULL);
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(click));
}

/* ContextMenu(on:items:) with one item, and ContextMenu.onMiddleClick (BoxedList.show). */
static void context_menu(GtkWidget *widget, const char *item) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *popover = gtk_popover_new();
    gtk_popover_set_child(GTK_POPOVER(popover), box);
    gtk_widget_add_css_class(popover, "menu");
    gtk_popover_set_has_arrow(GTK_POPOVER(popover), FALSE);
    GtkWidget *button = gtk_button_new_with_label(item);
    gtk_widget_add_css_class(button, "flat");
    g_signal_connect(button, "clicked", G_CALLBACK(on_clicked), NULL);
    gtk_box_append(GTK_BOX(box), button);
    gtk_widget_set_parent(popover, widget);
    add_click(widget, GDK_BUTTON_SECONDARY);
    add_click(widget, GDK_BUTTON_MIDDLE);
}

/* BoxedList.Row.widget(), appended as ListBox.append(_:named:activatable:) does. */
static void append_row(GtkListBox *list, const char *title, const char *icon, const char *detail) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_box_append(GTK_BOX(box), decorative_image(icon));
    GtkWidget *texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    gtk_widget_set_hexpand(texts, TRUE);
    GtkWidget *name = gtk_label_new(title);
    wrap(name, 50);
    gtk_widget_add_css_class(name, "row-title");
    gtk_box_append(GTK_BOX(texts), name);
    gtk_box_append(GTK_BOX(box), texts);
    GtkWidget *price = gtk_label_new(detail);
    gtk_widget_add_css_class(price, "price");
    gtk_box_append(GTK_BOX(box), price);
    gtk_box_append(GTK_BOX(box), decorative_image("go-next-symbolic"));

    context_menu(box, "Open in New Window");

    gtk_list_box_append(list, box);
    GtkWidget *row = gtk_widget_get_parent(box);
    gtk_list_box_row_set_activatable(GTK_LIST_BOX_ROW(row), TRUE);
    gtk_widget_set_focusable(row, TRUE);
    static const GActionEntry entries[] = { { .name = "activate", .activate = on_row_activate_action } };
    GSimpleActionGroup *group = g_simple_action_group_new();
    g_action_map_add_action_entries(G_ACTION_MAP(group), entries, 1, row);
    gtk_widget_insert_action_group(row, "row", G_ACTION_GROUP(group));
    g_object_unref(group);
    char *spoken = g_strdup_printf("%s, %s", title, detail);
    gtk_accessible_update_property(GTK_ACCESSIBLE(row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
    g_free(spoken);
}

/* ListSearchBar: a search bar (SearchBar, SearchEntry "Search Items"), closed, over the column's
 * scroller in a vertical box, the page; keys typed over the page open it (its key capture widget,
 * and a key controller for Ctrl+F). The line saying that no row matches goes under the list,
 * hidden. */
static GtkWidget *search_page(GtkWidget *scroller, GtkWidget *column, GtkWidget *list) {
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *no_match = gtk_label_new("");
    wrap(no_match, 50);
    gtk_widget_add_css_class(no_match, "dim-label");
    GtkWidget *entry = gtk_search_entry_new();
    g_object_set(entry, "placeholder-text", "Search Items", NULL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(entry), GTK_ACCESSIBLE_PROPERTY_LABEL, "Search Items", -1);
    GtkWidget *bar = gtk_search_bar_new();
    gtk_search_bar_set_child(GTK_SEARCH_BAR(bar), entry);
    gtk_search_bar_connect_entry(GTK_SEARCH_BAR(bar), GTK_EDITABLE(entry));
    GtkWidget *revealer = gtk_widget_get_first_child(bar);
    if (GTK_IS_REVEALER(revealer))
        gtk_revealer_set_transition_type(GTK_REVEALER(revealer), GTK_REVEALER_TRANSITION_TYPE_NONE);
    GtkEventController *focus = gtk_event_controller_focus_new();
    g_signal_connect(focus, "enter", G_CALLBACK(on_focus_enter), NULL);
    gtk_widget_add_controller(entry, focus);
    gtk_accessible_update_state(GTK_ACCESSIBLE(bar), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    g_signal_connect(bar, "notify::search-mode-enabled", G_CALLBACK(on_notify), NULL);

    gtk_box_append(GTK_BOX(page), bar);
    gtk_box_append(GTK_BOX(page), scroller);
    gtk_widget_set_visible(no_match, FALSE);
    gtk_search_bar_set_key_capture_widget(GTK_SEARCH_BAR(bar), page);
    add_keys(page, GTK_PHASE_BUBBLE); /* Ctrl+F */
    g_signal_connect(bar, "notify::search-mode-enabled", G_CALLBACK(on_notify), NULL);
    g_signal_connect(entry, "changed", G_CALLBACK(on_editable), NULL);
    g_signal_connect(entry, "activate", G_CALLBACK(on_editable), NULL);
    /* What the search shows: no query, closed, every row shown, no line. */
    gtk_widget_set_visible(list, TRUE);
    gtk_label_set_text(GTK_LABEL(no_match), "");
    gtk_widget_set_visible(no_match, FALSE);
    gtk_box_append(GTK_BOX(column), no_match);
    return page;
}

/* ItemsPage: a PageColumn headed by the screen's title, with its subtitle and the boxed list of
 * items, under the list's search bar (ListSearchBar). */
static GtkWidget *catalogue_page(GtkListBox **list_out) {
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18);
    gtk_widget_add_css_class(column, "page");
    gtk_widget_set_margin_top(column, 12);
    gtk_widget_set_margin_bottom(column, 12);
    gtk_widget_set_margin_start(column, 12);
    gtk_widget_set_margin_end(column, 12);
    GtkWidget *clamp = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_set_layout_manager(clamp, gtk_custom_layout_new(clamp_request_mode, clamp_measure, clamp_allocate));
    gtk_box_append(GTK_BOX(clamp), column);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), clamp);
    gtk_widget_set_hexpand(scroller, TRUE);
    gtk_widget_set_vexpand(scroller, TRUE);
    /* PageColumn(heading: .screenTitle): empty, hidden from assistive technologies while it is,
       until the page shows its screen's title. */
    GtkWidget *heading = g_object_new(GTK_TYPE_LABEL, "label", "", "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
    gtk_accessible_update_state(GTK_ACCESSIBLE(heading), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    wrap(heading, 30);
    gtk_widget_add_css_class(heading, "page-title");
    GtkWidget *subtitle = gtk_label_new("Pick an item to see its details.");
    wrap(subtitle, 50);
    gtk_widget_add_css_class(subtitle, "page-subtitle");
    gtk_box_append(GTK_BOX(column), heading);
    gtk_box_append(GTK_BOX(column), subtitle);

    GtkWidget *list = gtk_list_box_new();
    gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class(list, "boxed-list");
    g_signal_connect(list, "row-activated", G_CALLBACK(on_row_activated), NULL);
    add_keys(list, GTK_PHASE_BUBBLE); /* the context menu key */
    for (size_t i = 0; i < G_N_ELEMENTS(items); i++)
        append_row(GTK_LIST_BOX(list), items[i].name, items[i].icon, items[i].price);
    gtk_box_append(GTK_BOX(column), list);
    GtkWidget *page = search_page(scroller, column, list);
    /* The root page made, NavigationHost gives it its screen's title: the heading shows it. */
    gtk_label_set_text(GTK_LABEL(heading), "Items");
    gtk_accessible_update_state(GTK_ACCESSIBLE(heading), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE, -1);
    *list_out = GTK_LIST_BOX(list);
    return page;
}

/* PrimaryMenu.button(). */
static GtkWidget *primary_menu(void) {
    GMenu *menu = g_menu_new();
    g_menu_append(menu, "New Window", "app.new-window");
    g_menu_append(menu, "Keyboard Shortcuts", "app.shortcuts");
    g_menu_append(menu, "Help", "app.help");
    g_menu_append(menu, "About Shop", "app.about");
    GtkWidget *button = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(button), "open-menu-symbolic");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(button), G_MENU_MODEL(menu));
    gtk_menu_button_set_primary(GTK_MENU_BUTTON(button), TRUE);
    g_object_unref(menu);
    gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Main Menu", -1);
    gtk_widget_set_tooltip_text(button, "Main Menu");
    GtkEventController *shortcuts = gtk_shortcut_controller_new();
    add_shortcut(shortcuts, "<Control>q", "app.quit", NULL);
    add_shortcut(shortcuts, "<Control>question", "app.shortcuts", NULL);
    add_shortcut(shortcuts, "F1", "app.help", NULL);
    add_shortcut(shortcuts, "<Control>n", "app.new-window", NULL);
    add_shortcut(shortcuts, "<Control><Shift>w", "app.close-window", NULL);
    gtk_widget_add_controller(GTK_WIDGET(gtk_menu_button_get_popover(GTK_MENU_BUTTON(button))), shortcuts);
    return button;
}

/* StatusPage(icon:title:): a split view's empty content, made hidden-texted; status_page_show
 * gives it its texts. */
typedef struct {
    GtkWidget *box, *icon, *title, *description;
} StatusPage;

static void status_label(GtkWidget *label) {
    wrap(label, 40);
    gtk_label_set_xalign(GTK_LABEL(label), 0.5);
    gtk_label_set_justify(GTK_LABEL(label), GTK_JUSTIFY_CENTER);
}

static StatusPage status_page(const char *icon) {
    StatusPage page;
    page.box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_add_css_class(page.box, "flow-status-page");
    gtk_widget_set_valign(page.box, GTK_ALIGN_CENTER);
    gtk_widget_set_halign(page.box, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_top(page.box, 24);
    gtk_widget_set_margin_bottom(page.box, 24);
    gtk_widget_set_margin_start(page.box, 24);
    gtk_widget_set_margin_end(page.box, 24);
    page.icon = decorative_image(icon);
    gtk_image_set_pixel_size(GTK_IMAGE(page.icon), 128);
    gtk_widget_add_css_class(page.icon, "page-icon");
    gtk_widget_add_css_class(page.icon, "dim-label");
    page.title = g_object_new(GTK_TYPE_LABEL, "label", "", "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
    gtk_widget_add_css_class(page.title, "title-1");
    page.description = gtk_label_new("");
    gtk_widget_add_css_class(page.description, "dim-label");
    status_label(page.title);
    status_label(page.description);
    gtk_widget_set_visible(page.description, FALSE);
    gtk_box_append(GTK_BOX(page.box), page.icon);
    gtk_box_append(GTK_BOX(page.box), page.title);
    gtk_box_append(GTK_BOX(page.box), page.description);
    return page;
}

static void status_page_show(StatusPage *page, const char *icon, const char *title, const char *description) {
    gtk_image_set_from_icon_name(GTK_IMAGE(page->icon), icon);
    gtk_label_set_text(GTK_LABEL(page->title), title);
    gtk_label_set_text(GTK_LABEL(page->description), description);
    gtk_widget_set_visible(page->description, description[0] != '\0');
}

/* A tab's NavigationHost: its stack and root slot; for a sidebar root, its SplitLayout. */
typedef struct {
    GtkWidget *stack, *root_slot;
    GtkWidget *split, *sidebar_column, *separator; /* NULL unless the root is a sidebar */
    StatusPage empty;
} Host;

static Host navigation_host(gboolean sidebar) {
    Host host = { 0 };
    host.stack = gtk_stack_new();
    if (sidebar) {
        /* SplitLayout(content:) */
        host.split = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
        gtk_widget_set_layout_manager(host.split, gtk_custom_layout_new(split_request_mode, split_measure, split_allocate));
        host.sidebar_column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        host.separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL);
        host.empty = status_page("view-list-symbolic");
        gtk_widget_add_css_class(host.sidebar_column, "flow-sidebar");
        gtk_widget_set_size_request(host.sidebar_column, SIDEBAR_WIDTH, -1);
        gtk_widget_set_hexpand(host.sidebar_column, FALSE);
        gtk_widget_set_visible(host.sidebar_column, FALSE);
        gtk_widget_set_visible(host.separator, FALSE);
        gtk_box_append(GTK_BOX(host.split), host.sidebar_column);
        gtk_box_append(GTK_BOX(host.split), host.separator);
        gtk_box_append(GTK_BOX(host.split), host.stack);
    }
    gtk_widget_set_hexpand(host.stack, TRUE);
    gtk_widget_set_vexpand(host.stack, TRUE);
    gtk_stack_set_hhomogeneous(GTK_STACK(host.stack), FALSE);
    gtk_stack_set_vhomogeneous(GTK_STACK(host.stack), FALSE);
    host.root_slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_layout_manager(host.root_slot, gtk_bin_layout_new());
    gtk_stack_add_named(GTK_STACK(host.stack), host.root_slot, "root");
    g_signal_connect(host.root_slot, "map", G_CALLBACK(on_widget), NULL);
    if (sidebar) g_signal_connect(host.sidebar_column, "map", G_CALLBACK(on_widget), NULL);
    g_signal_connect(host.stack, "notify::transition-running", G_CALLBACK(on_notify), NULL);
    return host;
}

/* SplitLayout.setSplit(true) before the root page is built: the empty state in the root slot. */
static void split(Host *host) {
    gtk_box_append(GTK_BOX(host->root_slot), host->empty.box);
    gtk_widget_set_visible(host->sidebar_column, TRUE);
    gtk_widget_set_visible(host->separator, TRUE);
}

/* What click_page.c drives in a window shop_window_sized makes: the Items tab's stack, the
 * header's title and back button, the catalogue's list, the window's actions. */
typedef struct {
    GtkWidget *stack, *title, *back;
    GtkListBox *list;
    GActionMap *actions;
} ShopWindowParts;

/* FlowWindow(tabs:…) at the Items tab's root, shown as FlowWindow.show() shows it, `width` wide:
 * from FlowWindow.splitWidth (720) up, the Items tab is split, the catalogue in its sidebar;
 * below, the catalogue is the stack's root page. `parts`, if given, gets what click_page.c drives. */
static GtkWidget *shop_window_sized(GtkApplication *app, int width, int height, ShopWindowParts *parts) {
    gboolean split_layout = width >= 720;
    /* NavigationHeader(centeredTitle: false) */
    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *back = gtk_button_new_from_icon_name("go-previous-symbolic");
    gtk_accessible_update_property(GTK_ACCESSIBLE(back), GTK_ACCESSIBLE_PROPERTY_LABEL, "Back", -1);
    gtk_widget_set_tooltip_text(back, "Back");
    /* QueriedTooltip: the tooltip given when GTK asks for it. */
    gtk_widget_set_tooltip_text(back, NULL);
    gtk_widget_set_has_tooltip(back, TRUE);
    gtk_accessible_update_property(GTK_ACCESSIBLE(back), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Back", -1);
    g_signal_connect(back, "query-tooltip", G_CALLBACK(on_query_tooltip), NULL);
    /* HistoryMenu(on:): its popover is made only as it opens; a right click, a long press and the
       menu keys open it. */
    g_signal_connect(back, "destroy", G_CALLBACK(on_widget), NULL);
    add_click(back, GDK_BUTTON_SECONDARY);
    GtkGesture *hold = gtk_gesture_long_press_new();
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(hold), GTK_PHASE_BUBBLE);
    g_signal_connect(hold, "pressed", G_CALLBACK(on_long_press), NULL);
    gtk_widget_add_controller(back, GTK_EVENT_CONTROLLER(hold));
    add_keys(back, GTK_PHASE_CAPTURE);
    GtkWidget *title = gtk_label_new("");
    gtk_widget_add_css_class(title, "title");
    gtk_label_set_ellipsize(GTK_LABEL(title), PANGO_ELLIPSIZE_END);
    gtk_label_set_max_width_chars(GTK_LABEL(title), 40);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), back);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), title);

    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Shop");
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    /* Made with FlowWindow, used only in a narrow window or under a sheet, and kept with it: the
       header's empty middle for narrow windows, the WindowBlock's click gesture and scroll
       controller. */
    g_object_set_data_full(G_OBJECT(window), "empty-title", g_object_ref_sink(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)),
                           g_object_unref);
    GtkGesture *presses = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(presses), 0);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(presses), GTK_PHASE_CAPTURE);
    g_signal_connect(presses, "pressed", G_CALLBACK(on_pressed), NULL);
    g_object_set_data_full(G_OBJECT(window), "block-presses", presses, g_object_unref);
    GtkEventController *wheel = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
    gtk_event_controller_set_propagation_phase(wheel, GTK_PHASE_CAPTURE);
    g_signal_connect(wheel, "scroll", G_CALLBACK(on_scroll), NULL);
    g_object_set_data_full(G_OBJECT(window), "block-wheel", wheel, g_object_unref);

    /* The tab stack, a NavigationHost per tab. */
    GtkWidget *tab_stack = gtk_stack_new();
    gtk_stack_set_hhomogeneous(GTK_STACK(tab_stack), FALSE);
    gtk_stack_set_vhomogeneous(GTK_STACK(tab_stack), FALSE);
    Host hosts[G_N_ELEMENTS(tabs)];
    for (size_t i = 0; i < G_N_ELEMENTS(tabs); i++) {
        hosts[i] = navigation_host(tabs[i].sidebar);
        gtk_stack_add_named(GTK_STACK(tab_stack), hosts[i].split ? hosts[i].split : hosts[i].stack, tabs[i].name);
    }
    gtk_stack_set_visible_child_full(GTK_STACK(tab_stack), "items", GTK_STACK_TRANSITION_TYPE_NONE);
    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *overlay = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(overlay), content);

    /* TabBar, its shortcuts and action, in the header bar's middle. */
    GtkWidget *bar = g_object_new(GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_HORIZONTAL, "spacing", 0,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_TAB_LIST, NULL);
    gtk_widget_add_css_class(bar, "linked");
    GtkWidget *tab_buttons[G_N_ELEMENTS(tabs)];
    for (size_t i = 0; i < G_N_ELEMENTS(tabs); i++) {
        tab_buttons[i] = g_object_new(GTK_TYPE_BUTTON, "label", tabs[i].title, "accessible-role", GTK_ACCESSIBLE_ROLE_TAB, NULL);
        gtk_actionable_set_action_name(GTK_ACTIONABLE(tab_buttons[i]), "win.show-tab");
        gtk_actionable_set_action_target_value(GTK_ACTIONABLE(tab_buttons[i]), g_variant_new_string(tabs[i].name));
        gtk_box_append(GTK_BOX(bar), tab_buttons[i]);
    }
    GtkWidget *header_tabs = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(header_tabs), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER);
    gtk_scrolled_window_set_propagate_natural_width(GTK_SCROLLED_WINDOW(header_tabs), TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(header_tabs), bar);
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), header_tabs);
    gtk_widget_set_vexpand(tab_stack, TRUE);
    gtk_box_append(GTK_BOX(content), tab_stack);
    GtkWidget *bottom_bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(bottom_bar, "toolbar");
    gtk_widget_add_css_class(bottom_bar, "flow-bottom-tabs");
    gtk_widget_set_halign(bottom_bar, GTK_ALIGN_FILL);
    gtk_widget_set_visible(bottom_bar, FALSE);
    gtk_box_append(GTK_BOX(content), bottom_bar);
    gtk_window_set_child(GTK_WINDOW(window), overlay);

    /* FlowWindow.setUp(): the chrome (WindowChrome), the split layout's keys, the width. */
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    GSimpleActionGroup *actions = g_simple_action_group_new();
    GtkEventController *shortcuts = gtk_shortcut_controller_new();
    add_window_action(actions, "back", NULL);
    add_window_action(actions, "forward", NULL);
    gtk_widget_insert_action_group(window, "win", G_ACTION_GROUP(actions));
    gtk_actionable_set_action_name(GTK_ACTIONABLE(back), "win.back");
    add_shortcut(shortcuts, "<Alt>Left", "win.back", NULL);
    add_shortcut(shortcuts, "Back", "win.back", NULL);
    add_shortcut(shortcuts, "<Alt>Right", "win.forward", NULL);
    add_shortcut(shortcuts, "Forward", "win.forward", NULL);
    gtk_widget_add_controller(window, shortcuts);
    for (guint button = 8; button <= 9; button++) { /* back, forward */
        GtkGesture *mouse = gtk_gesture_click_new();
        gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(mouse), button);
        gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(mouse), GTK_PHASE_CAPTURE);
        g_signal_connect(mouse, "pressed", G_CALLBACK(on_pressed), NULL);
        gtk_widget_add_controller(window, GTK_EVENT_CONTROLLER(mouse));
    }
    /* InputGuard: a key controller and a click gesture for any button, both in the capture phase,
       and a handler of notify::is-active; FocusKeeper: handlers of notify::focus-widget and "map". */
    GtkEventController *guard_keys = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(guard_keys, GTK_PHASE_CAPTURE);
    g_signal_connect(guard_keys, "key-pressed", G_CALLBACK(on_key), NULL);
    g_signal_connect(guard_keys, "key-released", G_CALLBACK(on_key_released), NULL);
    GtkGesture *guard_presses = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(guard_presses), 0);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(guard_presses), GTK_PHASE_CAPTURE);
    g_signal_connect(guard_presses, "pressed", G_CALLBACK(on_pressed), NULL);
    gtk_widget_add_controller(window, guard_keys);
    gtk_widget_add_controller(window, GTK_EVENT_CONTROLLER(guard_presses));
    g_signal_connect(window, "notify::is-active", G_CALLBACK(on_notify), NULL);
    g_signal_connect(window, "notify::focus-widget", G_CALLBACK(on_notify), NULL);
    g_signal_connect(window, "map", G_CALLBACK(on_widget), NULL);
    add_window_action(actions, "focus-sidebar", NULL);
    add_window_action(actions, "switch-pane", NULL);
    add_shortcut(shortcuts, "Escape", "win.focus-sidebar", NULL);
    add_shortcut(shortcuts, "F6", "win.switch-pane", NULL);
    g_signal_connect(window, "notify::is-active", G_CALLBACK(on_notify), NULL); /* reportActivation */
    g_signal_connect(window, "notify::default-width", G_CALLBACK(on_notify), NULL);
    /* followWidth(): 960 px is at least the split width; 700 px is not (click_page.c). */
    for (size_t i = 0; i < G_N_ELEMENTS(tabs); i++)
        if (hosts[i].split && split_layout) split(&hosts[i]);
    for (size_t i = 0; i < G_N_ELEMENTS(tabs); i++) {
        char accelerator[16];
        snprintf(accelerator, sizeof accelerator, "<Alt>%d", (int)i + 1);
        add_shortcut(shortcuts, accelerator, "win.show-tab", tabs[i].name);
    }
    add_window_action(actions, "show-tab", G_VARIANT_TYPE_STRING);
    if (parts) parts->actions = G_ACTION_MAP(actions); /* the window keeps it */
    g_object_unref(actions);

    /* ShopApplication.makeWindow(), PrimaryMenu.addButton */
    gtk_application_add_window(app, GTK_WINDOW(window));
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), primary_menu());

    /* FlowWindow.show(): the Items tab's root page, built as its sidebar column is mapped, goes
       there (SplitLayout.place); the header follows it; the tab bar draws Items as selected; the
       sidebar's list marks the chosen row: none. */
    GtkListBox *list;
    gtk_box_append(GTK_BOX(split_layout ? hosts[0].sidebar_column : hosts[0].root_slot), catalogue_page(&list));
    status_page_show(&hosts[0].empty, "package-x-generic-symbolic", "Choose an Item", "Its details show here.");
    g_signal_connect(list, "selected-rows-changed", G_CALLBACK(on_selection_changed), NULL);
    gtk_list_box_set_selection_mode(list, GTK_SELECTION_SINGLE);
    gtk_label_set_text(GTK_LABEL(title), "Items");
    gtk_widget_set_visible(back, FALSE);
    for (size_t i = 0; i < G_N_ELEMENTS(tabs); i++) {
        if (i == 0) gtk_widget_set_state_flags(tab_buttons[i], GTK_STATE_FLAG_CHECKED, FALSE);
        else gtk_widget_unset_state_flags(tab_buttons[i], GTK_STATE_FLAG_CHECKED);
        gtk_accessible_update_state(GTK_ACCESSIBLE(tab_buttons[i]), GTK_ACCESSIBLE_STATE_SELECTED, i == 0, -1);
    }
    if (parts) {
        parts->stack = hosts[0].stack;
        parts->title = title;
        parts->back = back;
        parts->list = list;
    }
    return window;
}

/* The window first_screen.c and second_window.c draw: 960x720, split. */
G_GNUC_UNUSED static GtkWidget *shop_window(GtkApplication *app) {
    return shop_window_sized(app, 960, 720, NULL);
}

/* MARK: The application */

/* Widget.afterFirstFramePainted: the first tick callback adds an idle just below GDK's redraw
 * priority, which runs once that frame's layout and paint are done; it calls `painted`. */
static gboolean first_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer painted) {
    (void)widget, (void)clock;
    g_idle_add_full(GDK_PRIORITY_REDRAW + 1, (GSourceFunc)painted, g_object_get_data(G_OBJECT(widget), "painted-data"),
                    NULL);
    return G_SOURCE_REMOVE;
}

static void after_first_frame(GtkWidget *window, GSourceFunc painted, gpointer data) {
    g_object_set_data(G_OBJECT(window), "painted-data", data);
    gtk_widget_add_tick_callback(window, first_tick, (gpointer)painted, NULL);
}

/* SHOP_BENCH_SCREENSHOT=FILE.png, as `shop` has it (BenchHooks): the window as it is drawn, its
 * widgets snapshotted as a frame snapshots them and rendered by its own renderer, written to
 * FILE.png. FlowBench's screenshot check compares it with shop's, pixel for pixel. Call it once the
 * first frame is painted; it does nothing without the variable. */
G_GNUC_UNUSED static void save_screenshot(GtkWidget *window) {
    const char *file = getenv("SHOP_BENCH_SCREENSHOT");
    if (!file || !*file) return;
    int width = gtk_widget_get_width(window), height = gtk_widget_get_height(window);
    GdkPaintable *paintable = gtk_widget_paintable_new(window);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GdkTexture *texture = NULL;
    if (node) {
        graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
        texture = gsk_renderer_render_texture(gtk_native_get_renderer(GTK_NATIVE(window)), node, &bounds);
        gsk_render_node_unref(node);
    }
    if (!texture || !gdk_texture_save_to_png(texture, file)) fprintf(stderr, "cannot write the screenshot %s\n", file);
    if (texture) g_object_unref(texture);
    g_object_unref(paintable);
}

/* FlowGtkStyles.css: the text between `static let css = """` and the closing `"""` of the Swift
 * source, without the Swift literal's indentation. NULL if it is not there. */
static char *flow_gtk_styles(void) {
    char *source = NULL;
    if (!g_file_get_contents(FLOW_GTK_STYLES, &source, NULL, NULL)) return NULL;
    const char *opening = "static let css = \"\"\"\n";
    char *start = strstr(source, opening);
    char *end = start ? strstr(start + strlen(opening), "\"\"\"") : NULL;
    if (!end) { g_free(source); return NULL; }
    start += strlen(opening);
    while (end > start && end[-1] == ' ') end--; /* the closing quotes' indentation */
    GString *css = g_string_sized_new(end - start);
    for (const char *line = start; line < end;) {
        const char *next = memchr(line, '\n', end - line);
        next = next ? next + 1 : end;
        const char *text = line;
        for (int indent = 0; indent < 8 && text < next && *text == ' '; indent++) text++;
        g_string_append_len(css, text, next - text);
        line = next;
    }
    g_free(source);
    return g_string_free(css, FALSE);
}

/* Styles.load, then FlowGtkStyles.load (with the first window). FALSE, said, if a file is missing. */
static gboolean load_styles(const char *program) {
    char *flow_css_text = flow_gtk_styles();
    if (!g_file_test(SHOP_CSS, G_FILE_TEST_IS_REGULAR) || !flow_css_text) {
        fprintf(stderr, "%s: no %s or %s here (run it from the repository's root)\n", program, SHOP_CSS, FLOW_GTK_STYLES);
        g_free(flow_css_text);
        return FALSE;
    }
    GdkDisplay *display = gdk_display_get_default();
    GtkCssProvider *shop_css = gtk_css_provider_new();
    gtk_css_provider_load_from_path(shop_css, SHOP_CSS);
    gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(shop_css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    GtkCssProvider *flow_css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(flow_css, flow_css_text, -1);
    gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(flow_css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1);
    g_free(flow_css_text);
    return TRUE;
}

static void add_app_action(GtkApplication *app, const char *name, const char *accelerator) {
    GSimpleAction *action = g_simple_action_new(name, NULL);
    g_signal_connect(action, "activate", G_CALLBACK(on_action), NULL);
    g_action_map_add_action(G_ACTION_MAP(app), G_ACTION(action));
    g_object_unref(action);
    char detailed[32];
    snprintf(detailed, sizeof detailed, "app.%s", name);
    const char *accelerators[] = { accelerator, NULL };
    gtk_application_set_accels_for_action(app, detailed, accelerator ? accelerators : accelerators + 1);
}

/* ShopApplication.run's actions and PrimaryMenu.installActions. */
static void add_app_actions(GtkApplication *app) {
    add_app_action(app, "quit", "<Control>q");
    add_app_action(app, "new-window", "<Control>n");
    add_app_action(app, "close-window", "<Control><Shift>w");
    add_app_action(app, "shortcuts", "<Control>question");
    add_app_action(app, "help", "F1");
    add_app_action(app, "about", NULL);
}
