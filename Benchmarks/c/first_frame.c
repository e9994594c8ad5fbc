/*
 * The physical floor of FlowBench's first-frame and idle-memory benchmarks: a minimal
 * GtkApplication window, launched like `shop` (a GtkApplication handling its command line,
 * unique unless there is no D-Bus session).
 *
 *   first_frame            exits as soon as its first frame is painted; the harness times
 *                          spawn to exit
 *   first_frame --idle     stays open, idle, until it is killed (SIGTERM); the harness reads
 *                          its resident memory (VmRSS) while it waits
 *
 * The window is what `shop`'s is made of at its simplest: 960x720, a header bar with a title
 * and a back button, one label. "Painted" is detected as `shop` does with
 * SHOP_EXIT_AFTER_FIRST_FRAME=1 (FlowGtk's Widget.afterFirstFramePainted): the first tick
 * callback adds an idle just below GDK's redraw priority, which runs once that frame's layout
 * and paint are done.
 * Build: cc -O2 first_frame.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

static gboolean idle_mode;

static gboolean exit_now(gpointer data) {
    (void)data;
    exit(0);
    return G_SOURCE_REMOVE;
}

static gboolean first_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget, (void)clock, (void)data;
    g_idle_add_full(GDK_PRIORITY_REDRAW + 1, exit_now, NULL, NULL);
    return G_SOURCE_REMOVE;
}

static int on_command_line(GApplication *app, GApplicationCommandLine *command_line, gpointer data) {
    (void)command_line, (void)data;
    GtkWidget *window = gtk_application_window_new(GTK_APPLICATION(app));
    gtk_window_set_title(GTK_WINDOW(window), "First Frame");
    gtk_window_set_default_size(GTK_WINDOW(window), 960, 720);
    GtkWidget *header = gtk_header_bar_new();
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), gtk_button_new_from_icon_name("go-previous-symbolic"));
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("First frame"));
    if (!idle_mode) gtk_widget_add_tick_callback(window, first_tick, NULL, NULL);
    gtk_window_present(GTK_WINDOW(window));
    return 0;
}

int main(int argc, char **argv) {
    /* Left in argv, as `shop` gets its options: GApplication ignores options it does not know
       when the application handles its command line and declares none. */
    idle_mode = argc > 1 && strcmp(argv[1], "--idle") == 0;
    GtkApplication *app = gtk_application_new("io.github.flowcoordinator.FirstFrame",
                                              G_APPLICATION_HANDLES_COMMAND_LINE);
    g_signal_connect(app, "command-line", G_CALLBACK(on_command_line), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
