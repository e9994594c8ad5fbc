/*
 * FlowGtk's SplitBox in C, for the baselines that draw a split layout (push_pop.c --split and
 * shop_window.h): its measure and allocate, set on a box with gtk_custom_layout_new(
 * split_request_mode, split_measure, split_allocate).
 */
#ifndef SPLIT_BOX_H
#define SPLIT_BOX_H
#include <gtk/gtk.h>

/* SplitBox: children side by side, each but the last (the content) at its narrowest, the content
 * taking the rest; the row's narrowest width is the content's alone. */
static void split_widths(GtkWidget *row, int width, int *widths, int *count) {
    int fixed = 0, n = 0;
    GtkWidget *last = NULL;
    for (GtkWidget *child = gtk_widget_get_first_child(row); child; child = gtk_widget_get_next_sibling(child))
        if (gtk_widget_should_layout(child)) last = child;
    for (GtkWidget *child = gtk_widget_get_first_child(row); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int minimum, natural;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
        if (child == last) {
            widths[n++] = MAX(minimum, width - fixed);
        } else {
            widths[n++] = minimum;
            fixed += minimum;
        }
    }
    *count = n;
}

static void split_measure(GtkWidget *row, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                          int *minimum_baseline, int *natural_baseline) {
    (void)minimum_baseline, (void)natural_baseline;
    *minimum = *natural = 0;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        for (GtkWidget *child = gtk_widget_get_first_child(row); child; child = gtk_widget_get_next_sibling(child)) {
            if (!gtk_widget_should_layout(child)) continue;
            int child_minimum, child_natural;
            gtk_widget_measure(child, orientation, -1, &child_minimum, &child_natural, NULL, NULL);
            *minimum = child_minimum; /* the last one's: the content */
            *natural += child_natural;
        }
        return;
    }
    int widths[8], count = 0, i = 0;
    if (for_size >= 0) split_widths(row, for_size, widths, &count);
    for (GtkWidget *child = gtk_widget_get_first_child(row); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_minimum, child_natural;
        gtk_widget_measure(child, orientation, for_size >= 0 ? widths[i] : -1, &child_minimum, &child_natural, NULL, NULL);
        *minimum = MAX(*minimum, child_minimum);
        *natural = MAX(*natural, child_natural);
        i++;
    }
}

static void split_allocate(GtkWidget *row, int width, int height, int baseline) {
    (void)baseline;
    int widths[8], count = 0, i = 0, x = 0;
    split_widths(row, width, widths, &count);
    gboolean rtl = gtk_widget_get_direction(row) == GTK_TEXT_DIR_RTL;
    for (GtkWidget *child = gtk_widget_get_first_child(row); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int left = rtl ? width - x - widths[i] : x;
        gtk_widget_size_allocate(child, &(GtkAllocation){left, 0, widths[i], height}, -1);
        x += widths[i++];
    }
}

static GtkSizeRequestMode split_request_mode(GtkWidget *row) {
    (void)row;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

#endif
