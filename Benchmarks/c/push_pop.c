/*
 * The physical floor of FlowBench's push/pop benchmark: the GTK calls FlowGtk makes for one
 * push and one pop of a typical page, written directly in C.
 *
 *   push_pop [cycles [warmup]]      prints the wall-clock and CPU nanoseconds that `cycles`
 *                                   push+pop cycles took, and how many batches were run again:
 *                                   "<wall> <cpu> <repeated>"
 *
 * Same window as FlowWindow (960x720, a header bar with a centred title label and a back
 * button, a key controller and a click gesture, a GtkStack holding a root page), same page
 * (a vertical box: a title label, three wrapping labels, a row of two buttons with "clicked"
 * handlers), same stack calls (gtk_stack_add_named, gtk_stack_set_visible_child_full with the
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

enum { BATCH = 5 };

typedef struct {
    GtkStack *stack;
    GtkLabel *title;
    GtkWidget *back;
    GtkWidget *page;   /* the pushed page, or NULL at the root */
    int next_entry;
    long clicks;
    GtkWidget *window;
    int frames;        /* frames painted so far */
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

static GtkWidget *wrapping_label(const char *text) {
    GtkWidget *label = gtk_label_new(text);
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
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
    gtk_box_append(GTK_BOX(box), row);
    return box;
}

static void follow(Bench *bench, const char *title, const char *previous) {
    gtk_label_set_text(bench->title, title);
    gtk_widget_set_sensitive(bench->back, previous != NULL);
    if (previous) {
        char tooltip[128];
        snprintf(tooltip, sizeof tooltip, "Back to %s", previous);
        gtk_widget_set_tooltip_text(bench->back, tooltip);
    } else {
        gtk_widget_set_tooltip_text(bench->back, "Back");
    }
}

static void push(Bench *bench) {
    char name[32], title[32];
    int number = ++bench->next_entry;
    snprintf(name, sizeof name, "entry-%d", number);
    snprintf(title, sizeof title, "Item %d", number);
    bench->page = build_page(bench, number, title);
    gtk_stack_add_named(bench->stack, bench->page, name);
    gtk_stack_set_visible_child_full(bench->stack, name, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT);
    follow(bench, title, "Root");
}

static void pop(Bench *bench) {
    gtk_stack_set_visible_child_full(bench->stack, "root", GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT);
    gtk_stack_remove(bench->stack, bench->page);
    bench->page = NULL;
    follow(bench, "Root", NULL);
}

static void cycle(Bench *bench) {
    push(bench);
    drain();
    pop(bench);
    drain();
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
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), GTK_WIDGET(bench.title));
    bench.back = gtk_button_new_from_icon_name("go-previous-symbolic");
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
    gtk_stack_add_named(bench.stack, root, "root");
    gtk_stack_set_visible_child_full(bench.stack, "root", GTK_STACK_TRANSITION_TYPE_NONE);
    gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(bench.stack));
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
