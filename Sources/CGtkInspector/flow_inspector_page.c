#include "flow_inspector_page.h"

#include <stdlib.h>
#include <string.h>

/* What each function does is in flow_inspector_page.h. */

struct _FlowInspectorPage {
    GtkWidget parent_instance;
};

G_DECLARE_FINAL_TYPE(FlowInspectorPage, flow_inspector_page, FLOW, INSPECTOR_PAGE, GtkWidget)
G_DEFINE_FINAL_TYPE(FlowInspectorPage, flow_inspector_page, GTK_TYPE_WIDGET)

enum { PROP_TITLE = 1, PROP_OBJECT, N_PROPERTIES };

static FlowInspectorPageBuilder page_builder = NULL;
/* Pages made before a builder was set (the inspector GTK_DEBUG=interactive makes in gtk_init),
 * filled when one is. */
static GSList *pages_waiting = NULL;

void flow_inspector_page_set_builder(FlowInspectorPageBuilder builder) {
    page_builder = builder;
    if (builder == NULL) return;
    GSList *waiting = pages_waiting;
    pages_waiting = NULL;
    for (GSList *page = waiting; page != NULL; page = page->next) builder(GTK_WIDGET(page->data));
    g_slist_free(waiting);
}

static void flow_inspector_page_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    switch (id) {
    case PROP_TITLE:
        /* A developer's word, like GTK's own page titles: not translated. */
        g_value_set_static_string(value, "Navigation");
        break;
    case PROP_OBJECT:
        g_value_set_object(value, NULL); /* the page shows the app's navigation, whatever is selected */
        break;
    default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void flow_inspector_page_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    (void)value;
    switch (id) {
    case PROP_OBJECT:
        break; /* accepted, so that the inspector may set it, and ignored */
    default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void flow_inspector_page_dispose(GObject *object) {
    /* A GtkWidget subclass unparents the children it set a parent for (GTK warns otherwise);
     * the "destroy" signal, where Swift lets go of the page, comes in the parent's dispose. */
    pages_waiting = g_slist_remove(pages_waiting, object);
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    G_OBJECT_CLASS(flow_inspector_page_parent_class)->dispose(object);
}

static void flow_inspector_page_class_init(FlowInspectorPageClass *class) {
    GObjectClass *object_class = G_OBJECT_CLASS(class);
    object_class->get_property = flow_inspector_page_get_property;
    object_class->set_property = flow_inspector_page_set_property;
    object_class->dispose = flow_inspector_page_dispose;
    g_object_class_install_property(
        object_class, PROP_TITLE,
        g_param_spec_string("title", NULL, NULL, "Navigation", G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
    g_object_class_install_property(
        object_class, PROP_OBJECT,
        g_param_spec_object("object", NULL, NULL, G_TYPE_OBJECT, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
    gtk_widget_class_set_layout_manager_type(GTK_WIDGET_CLASS(class), GTK_TYPE_BOX_LAYOUT);
}

static void flow_inspector_page_init(FlowInspectorPage *page) {
    GtkLayoutManager *layout = gtk_widget_get_layout_manager(GTK_WIDGET(page));
    gtk_orientable_set_orientation(GTK_ORIENTABLE(layout), GTK_ORIENTATION_VERTICAL);
    gtk_box_layout_set_spacing(GTK_BOX_LAYOUT(layout), 6);
    if (page_builder != NULL)
        page_builder(GTK_WIDGET(page));
    else
        pages_waiting = g_slist_prepend(pages_waiting, page);
}

gboolean flow_inspector_page_register(void) {
    static gboolean registered = FALSE;
    if (registered) return TRUE;
    if (g_io_extension_point_lookup("gtk-inspector-page") == NULL) return FALSE;
    /* Priority 10, as libadwaita's page: the inspector lists pages by priority. */
    g_io_extension_point_implement("gtk-inspector-page", flow_inspector_page_get_type(), FLOW_INSPECTOR_PAGE_EXTENSION, 10);
    registered = TRUE;
    return TRUE;
}

/* GTK_DEBUG=interactive makes the inspector's window in gtk_init (gtk_init_check), before any code
 * of the app runs, and an inspector window reads the extension point's pages only as it is made
 * (Ctrl+Shift+D shows that same window again later): a page registered after gtk_init would never
 * be in it. So, when the environment asks for the inspector at startup, the page is added as the
 * program loads: the extension point is registered first (GTK's gtk_inspector_init registers it
 * again later, which returns the same point), and the pages made before Swift sets the builder
 * wait for it (pages_waiting). Otherwise nothing happens here. */
__attribute__((constructor)) static void flow_inspector_page_register_early(void) {
    const char *debug = getenv("GTK_DEBUG");
    if (debug == NULL || strstr(debug, "interactive") == NULL) return;
    g_io_extension_point_register("gtk-inspector-page");
    flow_inspector_page_register();
}
