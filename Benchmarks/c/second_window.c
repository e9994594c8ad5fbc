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
 * their accelerators, which each window the application adds picks up; the same CSS at the same
 * priorities; each window as shop_window.h makes it.
 * Build: cc -O2 second_window.c $(pkg-config --cflags --libs gtk4)
 */
#include "shop_window.h"

static gboolean set_flag(gpointer data) {
    *(gboolean *)data = TRUE;
    return G_SOURCE_REMOVE;
}

/* What callgrind counts (as in `shop`, whose function has the same name): the second window made,
 * presented, and the main context iterated until its first frame is painted. */
__attribute__((noinline)) void flowbench_counted_second_window(GtkApplication *app) {
    gboolean painted = FALSE;
    GtkWidget *window = shop_window(app);
    after_first_frame(window, set_flag, &painted);
    gtk_window_present(GTK_WINDOW(window));
    while (!painted) g_main_context_iteration(NULL, TRUE);
}

static gboolean open_second_window(gpointer data) {
    flowbench_counted_second_window(GTK_APPLICATION(data));
    exit(0);
    return G_SOURCE_REMOVE;
}

static int on_command_line(GApplication *app, GApplicationCommandLine *command_line, gpointer data) {
    (void)command_line, (void)data;
    if (!load_styles("second_window")) return 1;
    add_app_actions(GTK_APPLICATION(app));
    GtkWidget *window = shop_window(GTK_APPLICATION(app));
    after_first_frame(window, open_second_window, app);
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
