/*
 * The physical floor of FlowBench's push/pop benchmark: the GTK calls FlowGtk makes for one
 * push and one pop of a typical page, written directly in C.
 *
 *   push_pop [cycles [warmup]]      prints the wall-clock and CPU nanoseconds that `cycles`
 *                                   push+pop cycles took, and how many batches were run again:
 *                                   "<wall> <cpu> <repeated>"
 *   push_pop --counted [--split] cycles warmup
 *                                   the same cycles in batches between frames, each batch in
 *                                   flowbench_counted_cycles for callgrind to count; prints
 *                                   the number of pushes. With --split, the root page is a
 *                                   sidebar beside the stack (FlowGtk's SplitLayout at 960 px):
 *                                   a list of five rows in a 340 px column, a separator, the
 *                                   stack over an empty state (an icon, a title, a line); a push
 *                                   shows its page without a slide, with no back button, and
 *                                   selects its row (the entry's number modulo 5); a pop undoes it
 *
 * Same window as FlowWindow (960x720, a header bar with a centred title label that ellipsizes
 * and a back button, a key controller and a click gesture, a GtkStack holding a root page), same
 * page (a vertical box: a title label, three labels wrapping as FlowGtk's do, a row of two buttons
 * with "clicked" handlers), same stack calls (gtk_stack_add_named, gtk_stack_set_visible_child_full with the
 * slide the adapter asks for, gtk_stack_remove), the same header updates, and the main context
 * drained after every push and every pop. Animations are off, as in the Swift worker.
 *
 * Frames are kept out of the timed cycles, here as in Swift: painting is the same work in both,
 * and where frames fall among free-running cycles (on a pushed page or on the root) is chaotic.
 * The frame clock paints at most once per refresh interval (16.7 ms at 60 Hz), so cycles run in
 * batches of BATCH, each right after a frame has been painted; a batch a frame fell into anyway
 * is run again and not counted.
 * Build: cc -O2 push_pop.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "split_box.h"

enum { BATCH = 5 };

typedef struct {
    GtkStack *stack;
    GtkLabel *title;
    GtkWidget *back;
    GtkWidget *page;   /* the pushed page, or NULL at the root */
    GtkWidget *first_control; /* the pushed page's first control: its Cancel button */
    int next_entry;
    long clicks;
    GtkWidget *window;
    int frames;        /* frames painted so far */
    GtkListBox *list;  /* the sidebar's list, with --split */
    char back_tooltip[128]; /* given when GTK asks (query-tooltip), as FlowGtk's QueriedTooltip does */
} Bench;

static long long nanoseconds(struct timespec from, struct timespec to) {
    return (long long)(to.tv_sec - from.tv_sec) * 1000000000LL + (to.tv_nsec - from.tv_nsec);
}

static void drain(void) {
    for (int i = 0; i < 10000 && g_main_context_iteration(NULL, FALSE); i++) {}
}

static void on_clicked(GtkButton *button, gpointer data) {
    (void)button;
    (*(long *)data)++;
}

/* The handler data FlowGtk allocates per connection (a box freed when the button goes). */
static gpointer new_handler_data(Bench *bench) {
    long **data = g_new(long *, 1);
    *data = &bench->clicks;
    return data;
}

static void on_clicked_boxed(GtkButton *button, gpointer data) {
    on_clicked(button, *(long **)data);
}

static void free_handler_data(gpointer data, GClosure *closure) {
    (void)closure;
    g_free(data);
}

/* FlowGtk's Label with `wraps` set: it breaks inside a word longer than the line, too, and is
 * at least Label.narrowestWrappedChars (10) characters wide. */
static GtkWidget *wrapping_label(const char *text) {
    GtkWidget *label = gtk_label_new(text);
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(label), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_width_chars(GTK_LABEL(label), 10);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    return label;
}

/* The typical page: what FlowBench's page builder makes through FlowGtk. */
static GtkWidget *build_page(Bench *bench, int number, const char *title) {
    char text[128];
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *heading = gtk_label_new(title);
    gtk_widget_add_css_class(heading, "title-2");
    gtk_box_append(GTK_BOX(box), heading);
    snprintf(text, sizeof text, "Item %d is one of the screens a coordinator pushes.", number);
    gtk_box_append(GTK_BOX(box), wrapping_label(text));
    gtk_box_append(GTK_BOX(box), wrapping_label("Its view model says what to show; the page only draws it."));
    gtk_box_append(GTK_BOX(box), wrapping_label("Back goes to the previous screen."));
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *cancel = gtk_button_new_with_label("Cancel");
    g_signal_connect_data(cancel, "clicked", G_CALLBACK(on_clicked_boxed), new_handler_data(bench),
                          free_handler_data, 0);
    GtkWidget *next = gtk_button_new_with_label("Continue");
    gtk_widget_add_css_class(next, "suggested-action");
    g_signal_connect_data(next, "clicked", G_CALLBACK(on_clicked_boxed), new_handler_data(bench),
                          free_handler_data, 0);
    gtk_box_append(GTK_BOX(row), cancel);
    gtk_box_append(GTK_BOX(row), next);
    bench->first_control = cancel;
    gtk_box_append(GTK_BOX(box), row);
    return box;
}

/* QueriedTooltip: GTK asks for the back button's tooltip when it is about to show it. */
static gboolean on_query_tooltip(GtkWidget *widget, int x, int y, gboolean keyboard_mode, GtkTooltip *tooltip,
                                 gpointer data) {
    (void)widget, (void)x, (void)y, (void)keyboard_mode;
    const char *text = data;
    if (!text[0]) return FALSE;
    gtk_tooltip_set_text(tooltip, text);
    return TRUE;
}

/* NavigationHeader.follow: the title, a back button shown only where there is a page to go back
 * to, its tooltip naming that page. */
static void follow(Bench *bench, const char *title, const char *previous) {
    gtk_label_set_text(bench->title, title);
    gtk_widget_set_visible(bench->back, previous != NULL);
    char tooltip[128];
    if (previous) snprintf(tooltip, sizeof tooltip, "Back to %s", previous);
    else snprintf(tooltip, sizeof tooltip, "Back");
    /* Stored for GTK to ask, and told to assistive technologies when it changes, as
     * QueriedTooltip does: setting a shown widget's tooltip would make GTK ask the display
     * server where the pointer is. */
    if (strcmp(bench->back_tooltip, tooltip) != 0) {
        g_strlcpy(bench->back_tooltip, tooltip, sizeof bench->back_tooltip);
        gtk_accessible_update_property(GTK_ACCESSIBLE(bench->back), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
    }
}

static void push(Bench *bench) {
    char name[32], title[32];
    int number = ++bench->next_entry;
    snprintf(name, sizeof name, "entry-%d", number);
    snprintf(title, sizeof title, "Item %d", number);
    bench->page = build_page(bench, number, title);
    gtk_stack_add_named(bench->stack, bench->page, name);
    if (bench->list) {
        gtk_stack_set_visible_child_full(bench->stack, name, GTK_STACK_TRANSITION_TYPE_NONE);
        follow(bench, title, NULL);
        gtk_list_box_select_row(bench->list, gtk_list_box_get_row_at_index(bench->list, number % 5));
    } else {
        gtk_stack_set_visible_child_full(bench->stack, name, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT);
        follow(bench, title, "Root");
    }
    /* FlowGtk's FocusKeeper: the root page has no control, so the window had no focus; the page
     * shown gives it its first control, as a person expects after a push. */
    gtk_widget_grab_focus(bench->first_control);
}

static void pop(Bench *bench) {
    /* NavigationHost: the page going away gives up the focus first (GTK 4.8 never finalizes a
     * page removed while it holds the focus); the root has no control to take it. */
    gtk_root_set_focus(GTK_ROOT(bench->window), NULL);
    gtk_stack_set_visible_child_full(bench->stack, "root", bench->list ? GTK_STACK_TRANSITION_TYPE_NONE
                                                                       : GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT);
    gtk_stack_remove(bench->stack, bench->page);
    bench->page = NULL;
    follow(bench, "Root", NULL);
    if (bench->list) gtk_list_box_unselect_all(bench->list);
}

/* The split layout's widgets: the root page (a label and a list of five rows) in a sidebar
 * column, a separator, and the stack, whose root slot holds the empty state. Returns the box. */
static GtkWidget *build_split(Bench *bench, GtkWidget *root) {
    GtkWidget *list = gtk_list_box_new();
    gtk_widget_add_css_class(list, "boxed-list");
    bench->list = GTK_LIST_BOX(list);
    gtk_list_box_set_selection_mode(bench->list, GTK_SELECTION_SINGLE);
    for (int row = 0; row < 5; row++) {
        char text[16];
        snprintf(text, sizeof text, "Row %d", row);
        gtk_list_box_append(bench->list, gtk_label_new(text));
    }
    gtk_box_append(GTK_BOX(root), list);
    GtkWidget *sidebar = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(sidebar, "flow-sidebar");
    gtk_widget_set_size_request(sidebar, 340, -1);
    gtk_widget_set_hexpand(sidebar, FALSE);
    gtk_box_append(GTK_BOX(sidebar), root);
    GtkWidget *empty = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *icon = gtk_image_new_from_icon_name("view-list-symbolic");
    gtk_image_set_pixel_size(GTK_IMAGE(icon), 128);
    gtk_box_append(GTK_BOX(empty), icon);
    gtk_box_append(GTK_BOX(empty), gtk_label_new("Choose an Item"));
    GtkWidget *slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_layout_manager(slot, gtk_bin_layout_new());
    gtk_box_append(GTK_BOX(slot), empty);
    gtk_stack_add_named(bench->stack, slot, "root");
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_set_layout_manager(box, gtk_custom_layout_new(split_request_mode, split_measure, split_allocate));
    gtk_box_append(GTK_BOX(box), sidebar);
    gtk_box_append(GTK_BOX(box), gtk_separator_new(GTK_ORIENTATION_VERTICAL));
    gtk_box_append(GTK_BOX(box), GTK_WIDGET(bench->stack));
    return box;
}

static void cycle(Bench *bench) {
    push(bench);
    drain();
    pop(bench);
    drain();
}

/* One main-context iteration that dispatches only sources of a higher priority than GDK's frames
 * (GDK_PRIORITY_REDRAW): events, idles at the default priority (where FlowGtk applies a state
 * change), timeouts. Returns FALSE, dispatching nothing, when nothing but a frame (or nothing at
 * all) is ready. g_main_context_iteration cannot be told that: it dispatches a ready frame when
 * nothing above it is ready. */
static gboolean iterate_above_frames(GMainContext *context) {
    GPollFD fds[64];
    int priority, timeout, count;
    g_main_context_acquire(context);
    gboolean ready = g_main_context_prepare(context, &priority);
    int ceiling = ready && priority < GDK_PRIORITY_REDRAW ? priority : GDK_PRIORITY_REDRAW - 1;
    count = MIN(g_main_context_query(context, ceiling, &timeout, fds, G_N_ELEMENTS(fds)), (int)G_N_ELEMENTS(fds));
    g_poll(fds, count, 0);
    gboolean input = FALSE;
    for (int i = 0; i < count; i++) input |= fds[i].revents != 0;
    /* With a source above the frames ready (a prepared one, or one whose descriptor has input),
     * the check stops before the frames' lower priority. */
    gboolean dispatch = (ready && priority < GDK_PRIORITY_REDRAW) || input;
    if (dispatch && g_main_context_check(context, ceiling, fds, count)) g_main_context_dispatch(context);
    g_main_context_release(context);
    return dispatch;
}

/* drain(), without laying out or painting a frame: what the timed cycles do between frames, at any
 * speed, even callgrind's, where a frame would otherwise be ready at every drain. */
static void drain_without_frames(void) {
    for (int i = 0; i < 10000 && iterate_above_frames(g_main_context_default()); i++) {}
}

static void cycles_without_frames(Bench *bench, int cycles) {
    for (int i = 0; i < cycles; i++) {
        push(bench);
        drain_without_frames();
        pop(bench);
        drain_without_frames();
    }
}

/* The cycles an instruction count covers; FlowBench's Swift worker has a function of the same
 * name, so callgrind (--toggle-collect=flowbench_counted_cycles) counts the same span on both
 * sides. */
__attribute__((noinline)) void flowbench_counted_cycles(Bench *bench, int cycles) {
    cycles_without_frames(bench, cycles);
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    ((Bench *)data)->frames++;
}

/* Returns once a frame has been painted: none follows for one refresh interval. */
static void wait_for_frame(Bench *bench) {
    int painted = bench->frames;
    gtk_widget_queue_draw(bench->window);
    while (bench->frames == painted) g_main_context_iteration(NULL, TRUE);
}

/* Runs `cycles` cycles in batches between frames; adds their times, returns the repeated batches. */
static int run_cycles(Bench *bench, int cycles, long long *wall, long long *cpu) {
    int repeated = 0;
    for (int done = 0; done < cycles;) {
        int count = cycles - done < BATCH ? cycles - done : BATCH;
        wait_for_frame(bench);
        int frames = bench->frames;
        struct timespec wall0, wall1, cpu0, cpu1;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu0);
        clock_gettime(CLOCK_MONOTONIC, &wall0);
        for (int i = 0; i < count; i++) cycle(bench);
        clock_gettime(CLOCK_MONOTONIC, &wall1);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu1);
        if (bench->frames != frames) {
            repeated++;
            continue;
        }
        *wall += nanoseconds(wall0, wall1);
        *cpu += nanoseconds(cpu0, cpu1);
        done += count;
    }
    return repeated;
}

int main(int argc, char **argv) {
    int counted = argc > 1 && strcmp(argv[1], "--counted") == 0;
    if (counted) argc--, argv++;
    int split = argc > 1 && strcmp(argv[1], "--split") == 0;
    if (split) argc--, argv++;
    int cycles = argc > 1 ? atoi(argv[1]) : 1000;
    int warmup = argc > 2 ? atoi(argv[2]) : 100;
    if (!gtk_init_check()) {
        fprintf(stderr, "push_pop: cannot open a display\n");
        return 1;
    }
    g_object_set(gtk_settings_get_default(), "gtk-enable-animations", FALSE, NULL);

    Bench bench = {0};
    GtkWidget *window = gtk_window_new();
    bench.window = window;
    gtk_window_set_title(GTK_WINDOW(window), "Push/Pop");
    gtk_window_set_default_size(GTK_WINDOW(window), 960, 720);
    GtkWidget *header = gtk_header_bar_new();
    bench.title = GTK_LABEL(gtk_label_new(""));
    gtk_widget_add_css_class(GTK_WIDGET(bench.title), "title");
    gtk_label_set_ellipsize(bench.title, PANGO_ELLIPSIZE_END);
    gtk_label_set_max_width_chars(bench.title, 40);
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), GTK_WIDGET(bench.title));
    bench.back = gtk_button_new_from_icon_name("go-previous-symbolic");
    g_strlcpy(bench.back_tooltip, "Back", sizeof bench.back_tooltip);
    gtk_widget_set_has_tooltip(bench.back, TRUE);
    gtk_accessible_update_property(GTK_ACCESSIBLE(bench.back), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Back", -1);
    g_signal_connect(bench.back, "query-tooltip", G_CALLBACK(on_query_tooltip), bench.back_tooltip);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), bench.back);
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    gtk_widget_add_controller(window, gtk_event_controller_key_new());
    GtkGesture *mouse = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(mouse), 8);
    gtk_widget_add_controller(window, GTK_EVENT_CONTROLLER(mouse));

    bench.stack = GTK_STACK(gtk_stack_new());
    gtk_widget_set_hexpand(GTK_WIDGET(bench.stack), TRUE);
    gtk_widget_set_vexpand(GTK_WIDGET(bench.stack), TRUE);
    gtk_stack_set_hhomogeneous(bench.stack, FALSE);
    gtk_stack_set_vhomogeneous(bench.stack, FALSE);
    GtkWidget *root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_box_append(GTK_BOX(root), gtk_label_new("Root"));
    if (split) {
        gtk_window_set_child(GTK_WINDOW(window), build_split(&bench, root));
    } else {
        gtk_stack_add_named(bench.stack, root, "root");
        gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(bench.stack));
    }
    gtk_stack_set_visible_child_full(bench.stack, "root", GTK_STACK_TRANSITION_TYPE_NONE);
    follow(&bench, "Root", NULL);
    gtk_window_present(GTK_WINDOW(window));

    /* Mapped and settled: the same wait as the Swift worker. */
    gint64 deadline = g_get_monotonic_time() + 10 * G_USEC_PER_SEC;
    while (!gtk_widget_get_mapped(window) && g_get_monotonic_time() < deadline)
        g_main_context_iteration(NULL, TRUE);
    gint64 settle = g_get_monotonic_time() + 300 * 1000;
    while (g_get_monotonic_time() < settle) {
        drain();
        g_usleep(1000);
    }

    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_after_paint), &bench);

    if (counted) {
        for (int done = 0; done < warmup; done += BATCH) {
            wait_for_frame(&bench);
            cycles_without_frames(&bench, MIN(BATCH, warmup - done));
        }
        for (int done = 0; done < cycles; done += BATCH) {
            wait_for_frame(&bench);
            flowbench_counted_cycles(&bench, MIN(BATCH, cycles - done));
        }
        printf("%d\n", bench.next_entry);
        gtk_window_destroy(GTK_WINDOW(window));
        return 0;
    }
    long long wall = 0, cpu = 0;
    run_cycles(&bench, warmup, &wall, &cpu);
    wall = cpu = 0;
    int repeated = run_cycles(&bench, cycles, &wall, &cpu);
    /* Consume what the cycles did, so nothing is optimised away. */
    if (bench.next_entry < warmup + cycles || bench.page != NULL) {
        fprintf(stderr, "push_pop: %d pushes, page left: %p\n", bench.next_entry, (void *)bench.page);
        return 1;
    }
    printf("%lld %lld %d\n", wall, cpu, repeated);
    gtk_window_destroy(GTK_WINDOW(window));
    return 0;
}
