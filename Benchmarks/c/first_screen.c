/*
 * The fair floor of FlowBench's launch and idle-memory benchmarks: `shop`'s first screen (its
 * window on the Items tab's catalogue, split beside its empty state at 960 px) in plain GTK calls
 * (shop_window.h), launched like `shop`: a GtkApplication handling its command line (unique
 * unless there is no D-Bus session), with shop's application actions and accelerators and the
 * same CSS at the same priorities.
 *
 *   first_screen           exits as soon as its first frame is painted; the harness times spawn
 *                          to exit, and callgrind counts it whole
 *   first_screen --idle    stays open, idle, until it is killed (SIGTERM); the harness reads its
 *                          resident memory (VmRSS) while it waits
 *
 * "Painted" is detected as `shop` does with SHOP_EXIT_AFTER_FIRST_FRAME=1 (FlowGtk's
 * Widget.afterFirstFramePainted). Run it from the repository's root: it reads the CSS there.
 * Build: cc -O2 first_screen.c $(pkg-config --cflags --libs gtk4)
 */
#include "shop_window.h"

static gboolean idle_mode;

static gboolean exit_now(gpointer window) {
    save_screenshot(window);
    exit(0);
    return G_SOURCE_REMOVE;
}

static int on_command_line(GApplication *app, GApplicationCommandLine *command_line, gpointer data) {
    (void)command_line, (void)data;
    if (!load_styles("first_screen")) return 1;
    add_app_actions(GTK_APPLICATION(app));
    GtkWidget *window = shop_window(GTK_APPLICATION(app));
    if (!idle_mode) after_first_frame(window, exit_now, window);
    gtk_window_present(GTK_WINDOW(window));
    /* ShopApplication.launched: the window shown is brought to the front (FlowWindow.bringToFront). */
    gtk_window_present(GTK_WINDOW(window));
    return 0;
}

int main(int argc, char **argv) {
    /* Left in argv, as `shop` gets its options: GApplication ignores options it does not know
       when the application handles its command line and declares none. */
    idle_mode = argc > 1 && strcmp(argv[1], "--idle") == 0;
    GtkApplication *app = gtk_application_new("io.github.flowcoordinator.FirstScreen",
                                              G_APPLICATION_HANDLES_COMMAND_LINE);
    g_signal_connect(app, "command-line", G_CALLBACK(on_command_line), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
