/*
 * CGtkInspector: a page of FlowGtk's own in the GTK Inspector (Ctrl+Shift+D, GTK_DEBUG=interactive).
 *
 * GTK lets a library add pages to its inspector through the GIO extension point
 * "gtk-inspector-page" (GTK registers it in gtk_init): the inspector makes one instance of each
 * extension's type per inspector window with g_object_new (type, NULL), shows it under the
 * string its "title" property holds, and sets its "object" property, if it has one, to the
 * object selected. Swift cannot subclass a GObject type, so the type is defined here, in C, and
 * Swift fills each page made through the builder it registers.
 */
#ifndef FLOW_INSPECTOR_PAGE_H
#define FLOW_INSPECTOR_PAGE_H

#include <gtk/gtk.h>

/* The page's type: a final GtkWidget subclass laying out its children in a column
 * (GtkBoxLayout, vertical), with a read-only "title" ("Navigation") and an "object" that is
 * accepted and ignored. */
GType flow_inspector_page_get_type(void);

/* Called with every page as it is made (from its instance init), to add its children
 * (gtk_widget_set_parent); pages made before a builder is set are given to the first one set. */
typedef void (*FlowInspectorPageBuilder)(GtkWidget *page);
void flow_inspector_page_set_builder(FlowInspectorPageBuilder builder);

/* The name the page is registered under with the extension point (the stack page's name). */
#define FLOW_INSPECTOR_PAGE_EXTENSION "flow-navigation"

/* Adds the page type to the inspector's extension point, once: TRUE when it is registered
 * (now or before), FALSE when GTK has no such extension point (gtk_init not called yet).
 * With GTK_DEBUG=interactive in the environment, the page is registered as the program loads
 * (see flow_inspector_page.c: the inspector is made in gtk_init). */
gboolean flow_inspector_page_register(void);

#endif /* FLOW_INSPECTOR_PAGE_H */
