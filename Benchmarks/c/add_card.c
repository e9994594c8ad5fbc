/*
 * The floor of FlowBench's keystroke benchmark: the add-card sheet as plain GTK, with nothing
 * behind its fields. A main window with a header bar, and over it a modal sheet titled
 * "Add Card": a header bar with Cancel and Save, a heading, and four labelled entries with the
 * placeholders `shop` shows. A key typed into its first field costs what GTK itself spends on it
 * (the text, its layout, the redraw); the harness types the same keys into it as into `shop`.
 * Build: cc -O2 add_card.c $(pkg-config --cflags --libs gtk4)
 */
#include <gtk/gtk.h>

static void add_field(GtkWidget *column, const char *caption, const char *placeholder) {
    GtkWidget *label = gtk_label_new(caption);
    gtk_widget_set_halign(label, GTK_ALIGN_START);
    GtkWidget *entry = gtk_entry_new();
    if (placeholder) gtk_entry_set_placeholder_text(GTK_ENTRY(entry), placeholder);
    gtk_accessible_update_relation(GTK_ACCESSIBLE(entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
    gtk_box_append(GTK_BOX(column), label);
    gtk_box_append(GTK_BOX(column), entry);
    gtk_box_append(GTK_BOX(column), gtk_label_new(""));
}

static int on_command_line(GApplication *app, GApplicationCommandLine *command_line, gpointer data) {
    (void)command_line, (void)data;
    GtkWidget *main_window = gtk_application_window_new(GTK_APPLICATION(app));
    gtk_window_set_title(GTK_WINDOW(main_window), "Shop");
    gtk_window_set_default_size(GTK_WINDOW(main_window), 960, 720);
    gtk_window_set_titlebar(GTK_WINDOW(main_window), gtk_header_bar_new());
    gtk_window_set_child(GTK_WINDOW(main_window), gtk_label_new("Wallet"));
    gtk_window_present(GTK_WINDOW(main_window));

    GtkWidget *sheet = gtk_window_new();
    gtk_window_set_application(GTK_WINDOW(sheet), GTK_APPLICATION(app));
    gtk_window_set_title(GTK_WINDOW(sheet), "Add Card");
    gtk_window_set_default_size(GTK_WINDOW(sheet), 560, 640);
    gtk_window_set_modal(GTK_WINDOW(sheet), TRUE);
    gtk_window_set_transient_for(GTK_WINDOW(sheet), GTK_WINDOW(main_window));
    GtkWidget *header = gtk_header_bar_new();
    gtk_header_bar_set_show_title_buttons(GTK_HEADER_BAR(header), FALSE);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), gtk_button_new_with_label("Cancel"));
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), gtk_button_new_with_label("Save"));
    gtk_window_set_titlebar(GTK_WINDOW(sheet), header);
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
    gtk_widget_set_margin_start(column, 40);
    gtk_widget_set_margin_end(column, 40);
    gtk_widget_set_margin_top(column, 36);
    GtkWidget *heading = gtk_label_new("New Card");
    gtk_widget_add_css_class(heading, "title-1");
    gtk_widget_set_halign(heading, GTK_ALIGN_START);
    gtk_box_append(GTK_BOX(column), heading);
    add_field(column, "Name on card", NULL);
    add_field(column, "Card number", "4242 4242 4242 4242");
    add_field(column, "Expiry", "MM/YY");
    add_field(column, "Security code", "123");
    gtk_window_set_child(GTK_WINDOW(sheet), column);
    gtk_window_present(GTK_WINDOW(sheet));
    return 0;
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("io.github.flowcoordinator.AddCard", G_APPLICATION_HANDLES_COMMAND_LINE);
    g_signal_connect(app, "command-line", G_CALLBACK(on_command_line), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
