/*
 * The floor of FlowBench's second-window figure: `shop`'s window on the Items tab's catalogue
 * built with plain GTK calls, opened a second time beside the first.
 *
 *   second_window      presents window 1, waits until its first frame is painted, then opens
 *                      window 2 in flowbench_counted_second_window (which returns once window
 *                      2's first frame is painted) and exits 0
 *
 * callgrind counts only flowbench_counted_second_window (--collect-atstart=no
 * --toggle-collect=*flowbench_counted_second_window*), as it counts the function of the same name
 * in `shop` run with SHOP_BENCH_SECOND_WINDOW=1: building the window, mapping it (round trips to
 * the window manager), its first layout and paint, and window 1's repaint as it goes to the
 * backdrop. Launch, the CSS, the icon theme and the fonts are paid for by window 1 on both sides,
 * outside the count; window 1 is the same window, as `shop` with a fresh state opens on the
 * catalogue too. FlowBench runs both with GTK's animations off (gtk-enable-animations=false in a
 * settings.ini of their own): the theme's 200 ms backdrop transition would paint window 1 again in
 * as many frames as fit in the span, a number that changes from run to run.
 *
 * A GtkApplication handling its command line, like `shop`, with its application actions and
 * their accelerators (app.quit on Ctrl+Q, app.shortcuts on Ctrl+?, app.about), which each window
 * the application adds picks up. The same CSS at the same priorities: FlowGtk's stylesheet
 * (FlowGtkStyles.swift, copied below) just below GTK_STYLE_PROVIDER_PRIORITY_APPLICATION, and
 * Resources/shop.css (read from the working directory: run from the repository's root, as
 * `make bench` does) at it. Each window mirrors what FlowWindow's tabbed init, FlowWindow.show()
 * and PrimaryMenu.install make, in their order:
 *   - a GtkWindow (gtk_window_new, added to the application) titled "Shop", 960x720;
 *   - a header bar: the back button (go-previous-symbolic, named and tooltipped "Back", activating
 *     win.back, hidden at the root), the title label ("title", ellipsized, 40 characters at most,
 *     "Items") packed at the start; as its title widget a scrolled window (external/never,
 *     propagating its natural width) holding the tab bar: a linked box with the tab-list role and
 *     four buttons with the tab role, Items, Wallet, Profile and Patterns (labels: TabBar shows no
 *     icons), each activating win.show-tab with its name, Items drawn checked and selected; the
 *     primary menu at the end (open-menu-symbolic, "Main Menu", Keyboard Shortcuts and About Shop,
 *     with a shortcut controller on its popover for Ctrl+Q and Ctrl+?);
 *   - the window's actions (win.back, win.show-tab), its shortcut controller (Alt+1 to Alt+4,
 *     Alt+Left and Back), a click gesture for mouse button 8 in the capture phase, a handler of
 *     notify::default-width (the narrow layout); made but not added, as FlowWindow keeps them for
 *     later, the header's empty middle of a narrow window and the click gesture and scroll
 *     controller that block a window under a sheet (WindowBlock);
 *   - its content: an overlay (for toasts, none shown) over a vertical box holding the tab stack
 *     (non-homogeneous) and a hidden bottom bar (`toolbar`, `flow-bottom-tabs`). The tab stack holds
 *     a GtkStack per tab (expanding, non-homogeneous, with a notify::transition-running handler),
 *     each holding its root slot (a box with a GtkBinLayout, a "map" handler); only the Items
 *     tab's root page is built, as NavigationHost builds a root page when first shown;
 *   - the catalogue (CataloguePage, PageColumn, BoxedList): a scrolled window (automatic both
 *     ways) holding a clamp (a box with a GtkCustomLayout: the column's width up to 544 px,
 *     centred, as Clamp.swift measures and allocates it) holding the column (vertical, 18 px
 *     apart, "page", 12 px margins): the heading "Catalogue" (the heading role, "page-title"), the
 *     subtitle ("page-subtitle"), both wrapping as FlowGtk's labels do, and a boxed list (no
 *     selection, "boxed-list", a row-activated handler) of the 14 items of
 *     Resources/catalogue.json: per row a box of the item's icon (hidden from assistive
 *     technologies), its name ("row-title", wrapping), its price as Money.format writes it
 *     ("price") and a go-next-symbolic chevron; each row activatable, focusable, with its "row"
 *     action group and its accessible label ("Mirrorless Camera, $649.00").
 * Left out: what FlowGtk keeps in Swift (the state, Observation, the planner's snapshots, the page
 * and its owner) and its watch of GTK's toplevel list (how the wrapper knows a window was
 * destroyed); no close-request handler (shop's quits on its main window's).
 * Build: cc -O2 second_window.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

/* FlowGtkStyles.css (Sources/FlowGtk/Styles/FlowGtkStyles.swift), as FlowGtk adds it to the display
 * with its first window: keep the two the same. */
static const char flow_gtk_css[] =
    "/* A page (PageColumn): its padding, less of it in a narrow window (FlowWindow adds\n"
    "   `narrow` below its narrowWidth, e.g. a phone at 360 px); its heading, subtitle and icon. */\n"
    ".page {\n"
    "  padding: 24px;\n"
    "}\n"
    "window.narrow .page {\n"
    "  padding: 12px;\n"
    "}\n"
    ".page-title {\n"
    "  font-size: 20pt;\n"
    "  font-weight: 800;\n"
    "}\n"
    ".page-subtitle {\n"
    "  opacity: 0.7;\n"
    "}\n"
    ".page-icon {\n"
    "  -gtk-icon-size: 96px;\n"
    "  opacity: 0.85;\n"
    "}\n"
    "/* A boxed list (ListBox(boxed: true)): a framed, rounded list of rows, as in GNOME's\n"
    "   settings. */\n"
    "list.boxed-list {\n"
    "  border-radius: 12px;\n"
    "  border: 1px solid alpha(currentColor, 0.15);\n"
    "}\n"
    "list.boxed-list > row {\n"
    "  padding: 10px 12px;\n"
    "  border-bottom: 1px solid alpha(currentColor, 0.08);\n"
    "}\n"
    "list.boxed-list > row:last-child {\n"
    "  border-bottom: none;\n"
    "}\n"
    "/* An alert or confirmation dialog (FlowWindow's dialogs). */\n"
    "window.flow-dialog {\n"
    "  border-radius: 12px;\n"
    "}\n"
    "window.flow-dialog .title-2 {\n"
    "  font-weight: 800;\n"
    "}\n"
    "/* GNOME's type scale and dimmed text, which Label and FlowGtk's hosts use by these names. */\n"
    ".title-1 { font-size: 20pt; font-weight: 800; }\n"
    ".title-2 { font-size: 15pt; font-weight: 800; }\n"
    ".title-3 { font-size: 13pt; font-weight: 700; }\n"
    ".dim-label { opacity: 0.55; }\n"
    "/* A window's toast (ToastOverlay): a pill at the bottom, in the theme's OSD colours. */\n"
    ".flow-toast {\n"
    "  margin: 12px 12px 24px 12px;\n"
    "  padding: 6px 6px 6px 18px;\n"
    "  border-radius: 999px;\n"
    "}\n"
    ".flow-toast > button:not(.circular) {\n"
    "  border-radius: 999px;\n"
    "  padding-left: 12px;\n"
    "  padding-right: 12px;\n"
    "}\n"
    "/* A window under a sheet, a cover or a dialog (WindowBlock): dimmed, but for its window\n"
    "   controls, which still work. */\n"
    "window.flow-blocked > :not(.titlebar):not(decoration),\n"
    "window.flow-blocked > headerbar > windowhandle > box > :not(.start):not(.end),\n"
    "window.flow-blocked > headerbar > windowhandle > box > .start > :not(windowcontrols),\n"
    "window.flow-blocked > headerbar > windowhandle > box > .end > :not(windowcontrols) {\n"
    "  opacity: 0.55;\n"
    "}\n";

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

static const char *const tabs[][2] = {
    { "items", "Items" }, { "wallet", "Wallet" }, { "profile", "Profile" }, { "patterns", "Patterns" },
};

enum { COLUMN_MAXIMUM_WIDTH = 544 }; /* PageColumn.defaultMaximumWidth */

#define SHOP_CSS "Resources/shop.css"

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

/* CataloguePage: a PageColumn with its heading and subtitle, and the boxed list of items. */
static GtkWidget *catalogue_page(void) {
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
    GtkWidget *heading = g_object_new(GTK_TYPE_LABEL, "label", "Catalogue",
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
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
    for (size_t i = 0; i < G_N_ELEMENTS(items); i++)
        append_row(GTK_LIST_BOX(list), items[i].name, items[i].icon, items[i].price);
    gtk_box_append(GTK_BOX(column), list);
    return scroller;
}

/* PrimaryMenu.button(). */
static GtkWidget *primary_menu(void) {
    GMenu *menu = g_menu_new();
    g_menu_append(menu, "Keyboard Shortcuts", "app.shortcuts");
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
    gtk_widget_add_controller(GTK_WIDGET(gtk_menu_button_get_popover(GTK_MENU_BUTTON(button))), shortcuts);
    return button;
}

/* FlowWindow(tabs:…) at the Items tab's root, shown as FlowWindow.show() shows it. */
static GtkWidget *shop_window(GtkApplication *app) {
    /* NavigationHeader(centeredTitle: false) */
    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *back = gtk_button_new_from_icon_name("go-previous-symbolic");
    gtk_accessible_update_property(GTK_ACCESSIBLE(back), GTK_ACCESSIBLE_PROPERTY_LABEL, "Back", -1);
    gtk_widget_set_tooltip_text(back, "Back");
    GtkWidget *title = gtk_label_new("");
    gtk_widget_add_css_class(title, "title");
    gtk_label_set_ellipsize(GTK_LABEL(title), PANGO_ELLIPSIZE_END);
    gtk_label_set_max_width_chars(GTK_LABEL(title), 40);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), back);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), title);

    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Shop");
    gtk_window_set_default_size(GTK_WINDOW(window), 960, 720);
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

    /* The tab stack, a NavigationHost's stack per tab with its root slot. */
    GtkWidget *tab_stack = gtk_stack_new();
    gtk_stack_set_hhomogeneous(GTK_STACK(tab_stack), FALSE);
    gtk_stack_set_vhomogeneous(GTK_STACK(tab_stack), FALSE);
    GtkWidget *items_root = NULL;
    for (size_t i = 0; i < G_N_ELEMENTS(tabs); i++) {
        GtkWidget *stack = gtk_stack_new();
        gtk_widget_set_hexpand(stack, TRUE);
        gtk_widget_set_vexpand(stack, TRUE);
        gtk_stack_set_hhomogeneous(GTK_STACK(stack), FALSE);
        gtk_stack_set_vhomogeneous(GTK_STACK(stack), FALSE);
        GtkWidget *root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        gtk_widget_set_layout_manager(root, gtk_bin_layout_new());
        gtk_stack_add_named(GTK_STACK(stack), root, "root");
        g_signal_connect(root, "map", G_CALLBACK(on_widget), NULL);
        g_signal_connect(stack, "notify::transition-running", G_CALLBACK(on_notify), NULL);
        gtk_stack_add_named(GTK_STACK(tab_stack), stack, tabs[i][0]);
        if (i == 0) items_root = root;
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
        tab_buttons[i] = g_object_new(GTK_TYPE_BUTTON, "label", tabs[i][1], "accessible-role", GTK_ACCESSIBLE_ROLE_TAB, NULL);
        gtk_actionable_set_action_name(GTK_ACTIONABLE(tab_buttons[i]), "win.show-tab");
        gtk_actionable_set_action_target_value(GTK_ACTIONABLE(tab_buttons[i]), g_variant_new_string(tabs[i][0]));
        gtk_box_append(GTK_BOX(bar), tab_buttons[i]);
    }
    GtkEventController *shortcuts = gtk_shortcut_controller_new();
    for (size_t i = 0; i < G_N_ELEMENTS(tabs); i++) {
        char accelerator[16];
        snprintf(accelerator, sizeof accelerator, "<Alt>%d", (int)i + 1);
        add_shortcut(shortcuts, accelerator, "win.show-tab", tabs[i][0]);
    }
    GSimpleActionGroup *actions = g_simple_action_group_new();
    add_window_action(actions, "show-tab", G_VARIANT_TYPE_STRING);
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

    /* FlowWindow.setUp() */
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    add_window_action(actions, "back", NULL);
    gtk_widget_insert_action_group(window, "win", G_ACTION_GROUP(actions));
    g_object_unref(actions);
    gtk_actionable_set_action_name(GTK_ACTIONABLE(back), "win.back");
    add_shortcut(shortcuts, "<Alt>Left", "win.back", NULL);
    add_shortcut(shortcuts, "Back", "win.back", NULL);
    gtk_widget_add_controller(window, shortcuts);
    GtkGesture *mouse = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(mouse), 8);
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(mouse), GTK_PHASE_CAPTURE);
    g_signal_connect(mouse, "pressed", G_CALLBACK(on_pressed), NULL);
    gtk_widget_add_controller(window, GTK_EVENT_CONTROLLER(mouse));
    g_signal_connect(window, "notify::default-width", G_CALLBACK(on_notify), NULL);

    /* ShopApplication.makeWindow(), PrimaryMenu.install */
    gtk_application_add_window(app, GTK_WINDOW(window));
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), primary_menu());

    /* FlowWindow.show(): the header follows the Items tab's root, built now; the tab bar draws
       Items as selected. */
    gtk_box_append(GTK_BOX(items_root), catalogue_page());
    gtk_label_set_text(GTK_LABEL(title), "Items");
    gtk_widget_set_visible(back, FALSE);
    for (size_t i = 0; i < G_N_ELEMENTS(tabs); i++) {
        if (i == 0) gtk_widget_set_state_flags(tab_buttons[i], GTK_STATE_FLAG_CHECKED, FALSE);
        else gtk_widget_unset_state_flags(tab_buttons[i], GTK_STATE_FLAG_CHECKED);
        gtk_accessible_update_state(GTK_ACCESSIBLE(tab_buttons[i]), GTK_ACCESSIBLE_STATE_SELECTED, i == 0, -1);
    }
    return window;
}

/* MARK: Frames */

/* Widget.afterFirstFramePainted: the first tick callback adds an idle just below GDK's redraw
 * priority, which runs once that frame's layout and paint are done. */
static gboolean set_flag(gpointer data) {
    *(gboolean *)data = TRUE;
    return G_SOURCE_REMOVE;
}

static gboolean first_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget, (void)clock;
    g_idle_add_full(GDK_PRIORITY_REDRAW + 1, set_flag, data, NULL);
    return G_SOURCE_REMOVE;
}

/* What callgrind counts (as in `shop`, whose function has the same name): the second window made,
 * presented, and the main context iterated until its first frame is painted. */
__attribute__((noinline)) void flowbench_counted_second_window(GtkApplication *app) {
    gboolean painted = FALSE;
    GtkWidget *window = shop_window(app);
    gtk_widget_add_tick_callback(window, first_tick, &painted, NULL);
    gtk_window_present(GTK_WINDOW(window));
    while (!painted) g_main_context_iteration(NULL, TRUE);
}

static gboolean open_second_window(gpointer data) {
    flowbench_counted_second_window(GTK_APPLICATION(data));
    exit(0);
    return G_SOURCE_REMOVE;
}

static gboolean first_window_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget, (void)clock;
    g_idle_add_full(GDK_PRIORITY_REDRAW + 1, open_second_window, data, NULL);
    return G_SOURCE_REMOVE;
}

/* MARK: The application */

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

static int on_command_line(GApplication *app, GApplicationCommandLine *command_line, gpointer data) {
    (void)command_line, (void)data;
    GdkDisplay *display = gdk_display_get_default();
    /* Styles.load, then FlowGtkStyles.load (with the first window). */
    if (!g_file_test(SHOP_CSS, G_FILE_TEST_IS_REGULAR)) {
        fprintf(stderr, "second_window: no %s here (run it from the repository's root)\n", SHOP_CSS);
        return 1;
    }
    GtkCssProvider *shop_css = gtk_css_provider_new();
    gtk_css_provider_load_from_path(shop_css, SHOP_CSS);
    gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(shop_css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    GtkCssProvider *flow_css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(flow_css, flow_gtk_css, -1);
    gtk_style_context_add_provider_for_display(display, GTK_STYLE_PROVIDER(flow_css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1);
    add_app_action(GTK_APPLICATION(app), "quit", "<Control>q");
    add_app_action(GTK_APPLICATION(app), "shortcuts", "<Control>question");
    add_app_action(GTK_APPLICATION(app), "about", NULL);

    GtkWidget *window = shop_window(GTK_APPLICATION(app));
    gtk_widget_add_tick_callback(window, first_window_tick, app, NULL);
    gtk_window_present(GTK_WINDOW(window));
    return 0;
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("io.github.flowcoordinator.SecondWindow",
                                              G_APPLICATION_HANDLES_COMMAND_LINE);
    g_signal_connect(app, "command-line", G_CALLBACK(on_command_line), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
