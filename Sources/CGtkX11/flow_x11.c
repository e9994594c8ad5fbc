#include "flow_x11.h"

#include <gdk/x11/gdkx.h>
#include <X11/Xatom.h>
#include <string.h>

/* What each function does is in flow_x11.h. */

gboolean flow_x11_surface_frame(GdkSurface *surface, int *x, int *y, int *width, int *height, int shadow[4]) {
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) return FALSE;
    Display *display = GDK_SURFACE_XDISPLAY(surface);
    Window xid = gdk_x11_surface_get_xid(surface);
    if (xid == 0) return FALSE;
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, xid, &attributes) || attributes.map_state != IsViewable) return FALSE;
    Window root, child;
    int local_x, local_y;
    unsigned int outer_width, outer_height, border, depth;
    if (!XGetGeometry(display, xid, &root, &local_x, &local_y, &outer_width, &outer_height, &border, &depth)) return FALSE;
    if (!XTranslateCoordinates(display, xid, root, 0, 0, x, y, &child)) return FALSE;
    flow_x11_surface_shadow(surface, shadow);
    *x += shadow[0];
    *y += shadow[2];
    *width = (int)outer_width - (shadow[0] + shadow[1]);
    *height = (int)outer_height - (shadow[2] + shadow[3]);
    return TRUE;
}

gboolean flow_x11_surface_move_resize(GdkSurface *surface, int x, int y, int width, int height) {
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) return FALSE;
    Window xid = gdk_x11_surface_get_xid(surface);
    if (xid == 0) return FALSE;
    Display *display = GDK_SURFACE_XDISPLAY(surface);
    XClientMessageEvent message = { 0 };
    message.type = ClientMessage;
    message.window = xid;
    message.message_type = gdk_x11_get_xatom_by_name_for_display(gdk_surface_get_display(surface),
                                                                 "_NET_MOVERESIZE_WINDOW");
    message.format = 32;
    /* x, y, width and height given; from an application */
    message.data.l[0] = StaticGravity | (1 << 8) | (1 << 9) | (1 << 10) | (1 << 11) | (1 << 12);
    message.data.l[1] = x;
    message.data.l[2] = y;
    message.data.l[3] = width;
    message.data.l[4] = height;
    XSendEvent(display, DefaultRootWindow(display), False,
               SubstructureRedirectMask | SubstructureNotifyMask, (XEvent *)&message);
    return TRUE;
}

unsigned long flow_x11_surface_xid(GdkSurface *surface) {
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) return 0;
    return gdk_x11_surface_get_xid(surface);
}

gboolean flow_is_x11_display(GdkDisplay *display) {
    return display != NULL && GDK_IS_X11_DISPLAY(display);
}

unsigned long flow_x11_changed_window(gpointer xevent, FlowX11Change *change) {
    const XEvent *event = xevent;
    switch (event->type) {
    case ConfigureNotify:
        *change = FLOW_X11_MOVED;
        return event->xconfigure.window;
    case MapNotify:
        *change = FLOW_X11_MAPPED;
        return event->xmap.window;
    case PropertyNotify: {
        GdkDisplay *display = gdk_x11_lookup_xdisplay(event->xproperty.display);
        if (display == NULL) return 0;
        if (event->xproperty.atom != gdk_x11_get_xatom_by_name_for_display(display, "_GTK_FRAME_EXTENTS")) return 0;
        *change = FLOW_X11_SHADOW;
        return event->xproperty.window;
    }
    default:
        return 0;
    }
}

gboolean flow_x11_surface_shadow(GdkSurface *surface, int shadow[4]) {
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) return FALSE;
    Window xid = gdk_x11_surface_get_xid(surface);
    if (xid == 0) return FALSE;
    long extents[4] = { 0, 0, 0, 0 };
    Atom type;
    int format;
    unsigned long count, remaining;
    unsigned char *data = NULL;
    Atom name = gdk_x11_get_xatom_by_name_for_display(gdk_surface_get_display(surface), "_GTK_FRAME_EXTENTS");
    if (XGetWindowProperty(GDK_SURFACE_XDISPLAY(surface), xid, name, 0, 4, False, XA_CARDINAL, &type, &format,
                           &count, &remaining, &data) == Success && data != NULL) {
        if (format == 32 && count == 4) memcpy(extents, data, sizeof extents);
        XFree(data);
    }
    for (int side = 0; side < 4; side++) shadow[side] = (int)extents[side];
    return TRUE;
}

gulong flow_connect_xevent(gpointer instance, const char *signal, FlowXEventHandler handler, gpointer data,
                           GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
