/*
 * The C counterpart of FlowBench's click benchmark: `shop`'s window on its catalogue at 700x720
 * (shop_window.h, not split: the catalogue is the Items stack's root page), where a click on a row
 * pushes the item's page and the Back button (or Alt+Left) pops it, as FlowGtk does it:
 *   - a push builds ItemDetailPage's widgets (a PageColumn: a scrolled window, a clamp, the
 *     column with the item's 96 px icon, its name as the heading, its description; the price,
 *     "price title-2"; a row with "Add to Cart", suggested), adds them to the stack and shows them
 *     with GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT, gives "Add to Cart" the focus (PageFocus.settle)
 *     and has the header follow (NavigationHeader.follow: the title, the back button shown, its
 *     tooltip "Back to Items" stored for GTK to ask, and told to assistive technologies);
 *   - a pop shows the root with GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT, gives the focus back to the
 *     row that opened the page, has the header follow, and removes the page once its slide ends.
 * Left out, as in the other baselines: what FlowGtk keeps in Swift (the state, Observation, the
 * planner, the page's owner) and its input guard.
 *
 *   click_page LOG      appends to LOG (a file, a FIFO) the lines `shop` writes with
 *                       SHOP_BENCH_FRAME_LOG=LOG (BenchHooks.swift), at the same moments:
 *                       "ready NS TITLE" and "point row X Y" at the first frame's end, then, at the
 *                       end of the first frame after the header's title changed, "page NS TITLE"
 *                       and "point back X Y" (Back shown), and "next NS" at the end of the frame
 *                       after it; NS is CLOCK_MONOTONIC in nanoseconds, X and Y the middle of the
 *                       catalogue's first row or of the Back button in the window's X coordinates
 *
 * A GtkApplication handling its command line, as first_screen.c. Run it from the repository's
 * root: it reads the CSS there.
 * Build: cc -O2 click_page.c $(pkg-config --cflags --libs gtk4)
 */
#include "shop_window.h"

#include <fcntl.h>
#include <stdarg.h>
#include <time.h>
#include <unistd.h>

/* Resources/catalogue.json's descriptions, in the order of shop_window.h's items. */
static const char *descriptions[] = {
    "A 24-megapixel camera with a fast autofocus and a flip screen.",
    "Closed-back headphones with a flat response for long mixing sessions.",
    "A tenkeyless keyboard with hot-swappable switches.",
    "A light mouse with a battery that lasts a season.",
    "A quiet tower for work and play, Linux preinstalled.",
    "A phone with a long-lived battery and years of updates.",
    "A duplex printer that just works over the network.",
    "Two terabytes for backups, in a pocket-sized case.",
    "A pair of powered speakers with a warm, clear sound.",
    "A wireless controller that pairs with anything.",
    "A 27-inch display with accurate colours and a USB-C hub.",
    "A 1080p camera with a privacy shutter.",
    "128 GB, fast enough for 4K video.",
    "A mesh-ready router that covers the whole home.",
};
G_STATIC_ASSERT(G_N_ELEMENTS(descriptions) == G_N_ELEMENTS(items));

static struct {
    ShopWindowParts parts;
    GtkWidget *window;
    GtkWidget *page;     /* the item's page on top, or NULL at the root */
    GtkWidget *leaving;  /* the page sliding out after a pop */
    GtkWidget *opener;   /* the row that opened the page */
    int next_entry;
    char back_tooltip[160];
    const char *log_path;
    int log;
    char *changed_title; /* the header's title, when it changed since the last frame's end */
    gboolean follows_page;
} app_state = { .log = -1 };

/* MARK: The frame log (BenchHooks.swift's FrameLog) */

static long long monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static void log_line(const char *format, ...) {
    char line[512];
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(line, sizeof line - 1, format, arguments);
    va_end(arguments);
    if (length < 0) return;
    if (length > (int)sizeof line - 2) length = sizeof line - 2;
    line[length++] = '\n';
    if (write(app_state.log, line, length) != length) { /* the reader went away: nothing to do */ }
}

/* The middle of `widget` in the window's X window (its surface), whole pixels. */
static gboolean middle(GtkWidget *widget, int *x, int *y) {
    graphene_rect_t bounds;
    if (!gtk_widget_compute_bounds(widget, app_state.window, &bounds)) return FALSE;
    double surface_x = 0, surface_y = 0;
    gtk_native_get_surface_transform(GTK_NATIVE(app_state.window), &surface_x, &surface_y);
    *x = (int)(bounds.origin.x + bounds.size.width / 2 + surface_x + 0.5);
    *y = (int)(bounds.origin.y + bounds.size.height / 2 + surface_y + 0.5);
    return TRUE;
}

static void on_title_changed(GObject *label, GParamSpec *pspec, gpointer data) {
    (void)pspec, (void)data;
    g_free(app_state.changed_title);
    app_state.changed_title = g_strdup(gtk_label_get_text(GTK_LABEL(label)));
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock, (void)data;
    if (app_state.follows_page) {
        app_state.follows_page = FALSE;
        log_line("next %lld", monotonic_nanoseconds());
    }
    if (!app_state.changed_title) return;
    log_line("page %lld %s", monotonic_nanoseconds(), app_state.changed_title);
    g_clear_pointer(&app_state.changed_title, g_free);
    app_state.follows_page = TRUE;
    int x, y;
    if (gtk_widget_get_mapped(app_state.parts.back) && middle(app_state.parts.back, &x, &y))
        log_line("point back %d %d", x, y);
}

static gboolean on_first_frame(gpointer data) {
    (void)data;
    log_line("ready %lld %s", monotonic_nanoseconds(), gtk_label_get_text(GTK_LABEL(app_state.parts.title)));
    int x, y;
    GtkListBoxRow *row = gtk_list_box_get_row_at_index(app_state.parts.list, 0);
    if (row && middle(GTK_WIDGET(row), &x, &y)) log_line("point row %d %d", x, y);
    g_signal_connect(gtk_widget_get_frame_clock(app_state.window), "after-paint", G_CALLBACK(on_after_paint), NULL);
    return G_SOURCE_REMOVE;
}

/* MARK: Pushing and popping */

/* NavigationHeader.follow: the title, Back shown where there is a page to go back to, its tooltip
 * naming that page, stored for GTK to ask and told to assistive technologies when it changes. */
static void follow(const char *title, const char *previous) {
    gtk_label_set_text(GTK_LABEL(app_state.parts.title), title);
    gtk_widget_set_visible(app_state.parts.back, previous != NULL);
    char tooltip[160];
    if (previous) snprintf(tooltip, sizeof tooltip, "Back to %s", previous);
    else snprintf(tooltip, sizeof tooltip, "Back");
    if (strcmp(app_state.back_tooltip, tooltip) != 0) {
        g_strlcpy(app_state.back_tooltip, tooltip, sizeof app_state.back_tooltip);
        gtk_accessible_update_property(GTK_ACCESSIBLE(app_state.parts.back), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       tooltip, -1);
    }
}

/* ItemDetailPage: a PageColumn with the item's icon, name and description, its price, and a row
 * with "Add to Cart". Returns the page; `first` gets the control that takes the focus. */
static GtkWidget *item_page(int index, GtkWidget **first) {
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

    GtkWidget *icon = decorative_image(items[index].icon);
    gtk_image_set_pixel_size(GTK_IMAGE(icon), 96);
    gtk_widget_add_css_class(icon, "page-icon");
    gtk_box_append(GTK_BOX(column), icon);
    GtkWidget *heading = g_object_new(GTK_TYPE_LABEL, "label", items[index].name,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
    wrap(heading, 30);
    gtk_widget_add_css_class(heading, "page-title");
    gtk_box_append(GTK_BOX(column), heading);
    GtkWidget *subtitle = gtk_label_new(descriptions[index]);
    wrap(subtitle, 50);
    gtk_widget_add_css_class(subtitle, "page-subtitle");
    gtk_box_append(GTK_BOX(column), subtitle);

    GtkWidget *price = gtk_label_new(items[index].price);
    gtk_widget_add_css_class(price, "price");
    gtk_widget_add_css_class(price, "title-2");
    gtk_label_set_xalign(GTK_LABEL(price), 0);
    gtk_box_append(GTK_BOX(column), price);
    /* buttonRow: a WrapBox (a box with a custom layout; one button fits a line here), at the end. */
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_halign(row, GTK_ALIGN_END);
    gtk_widget_set_margin_top(row, 6);
    GtkWidget *add = gtk_button_new_with_label("Add to Cart");
    gtk_widget_add_css_class(add, "suggested-action");
    g_signal_connect(add, "clicked", G_CALLBACK(on_clicked), NULL);
    gtk_box_append(GTK_BOX(row), add);
    gtk_box_append(GTK_BOX(column), row);
    *first = add;
    return scroller;
}

static void on_row_chosen(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list, (void)data;
    if (app_state.page) return;
    GtkStack *stack = GTK_STACK(app_state.parts.stack);
    /* A page still sliding out goes now: a new transition would hide it anyway. */
    if (app_state.leaving) gtk_stack_remove(stack, g_steal_pointer(&app_state.leaving));
    int index = gtk_list_box_row_get_index(row);
    char name[32];
    snprintf(name, sizeof name, "entry-%d", ++app_state.next_entry);
    GtkWidget *first;
    app_state.opener = GTK_WIDGET(row);
    app_state.page = item_page(index, &first);
    gtk_stack_add_named(stack, app_state.page, name);
    gtk_stack_set_visible_child_full(stack, name, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT);
    gtk_widget_grab_focus(first);
    follow(items[index].name, "Items");
}

static void on_back(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action, (void)parameter, (void)data;
    if (!app_state.page) return;
    GtkStack *stack = GTK_STACK(app_state.parts.stack);
    /* The focus leaves the page before it is hidden (GTK 4.8 would never finalize it). */
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(app_state.window));
    if (focus && gtk_widget_is_ancestor(focus, app_state.page)) gtk_root_set_focus(GTK_ROOT(app_state.window), NULL);
    gtk_stack_set_visible_child_full(stack, "root", GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT);
    app_state.leaving = g_steal_pointer(&app_state.page);
    if (app_state.opener) gtk_widget_grab_focus(app_state.opener);
    follow("Items", NULL);
}

static void on_transition_running(GObject *stack, GParamSpec *pspec, gpointer data) {
    (void)pspec, (void)data;
    if (!gtk_stack_get_transition_running(GTK_STACK(stack)) && app_state.leaving)
        gtk_stack_remove(GTK_STACK(stack), g_steal_pointer(&app_state.leaving));
}

/* MARK: The application */

static int on_command_line(GApplication *app, GApplicationCommandLine *command_line, gpointer data) {
    (void)command_line, (void)data;
    if (!load_styles("click_page")) return 1;
    app_state.log = open(app_state.log_path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
    if (app_state.log < 0) {
        fprintf(stderr, "click_page: cannot open %s\n", app_state.log_path);
        return 1;
    }
    add_app_actions(GTK_APPLICATION(app));
    app_state.window = shop_window_sized(GTK_APPLICATION(app), 700, 720, &app_state.parts);
    g_strlcpy(app_state.back_tooltip, "Back", sizeof app_state.back_tooltip);
    g_signal_connect(app_state.parts.list, "row-activated", G_CALLBACK(on_row_chosen), NULL);
    g_signal_connect(g_action_map_lookup_action(app_state.parts.actions, "back"), "activate", G_CALLBACK(on_back), NULL);
    g_signal_connect(app_state.parts.stack, "notify::transition-running", G_CALLBACK(on_transition_running), NULL);
    g_signal_connect(app_state.parts.title, "notify::label", G_CALLBACK(on_title_changed), NULL);
    after_first_frame(app_state.window, on_first_frame, NULL);
    gtk_window_present(GTK_WINDOW(app_state.window));
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: click_page LOG\n");
        return 2;
    }
    app_state.log_path = argv[1];
    GtkApplication *app = gtk_application_new("io.github.flowcoordinator.ClickPage", G_APPLICATION_HANDLES_COMMAND_LINE);
    g_signal_connect(app, "command-line", G_CALLBACK(on_command_line), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
