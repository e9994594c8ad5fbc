/*
 * CGtkX11: where a window stands, on X11. GTK 4 has no API to place a window; X11 lets a client
 * move its own (through the window manager), Wayland does not. Every function does nothing, and
 * returns FALSE or 0, for a surface or display of another backend.
 *
 * A C target of its own, so that Xlib's names (Window, Display, Atom…) stay in flow_x11.c and
 * never meet Swift's: FlowGtk has a `Window` of its own.
 */
#ifndef FLOW_CGTK_X11_H
#define FLOW_CGTK_X11_H

#include <gdk/gdk.h>

/* Where `surface`'s frame stands on the root window: its X window without the shadow GTK draws
 * around it for a compositing window manager, as a window manager sees it; `shadow` gets that
 * shadow's width on each side (_GTK_FRAME_EXTENTS: left, right, top, bottom). FALSE when the
 * surface is not an X11 one, has no X window yet, or is not on screen yet (the window manager
 * maps a window a moment after GTK asks, and before that it stands nowhere). */
gboolean flow_x11_surface_frame(GdkSurface *surface, int *x, int *y, int *width, int *height, int shadow[4]);

/* Asks the window manager to give `surface`'s X window the corner (`x`, `y`) on the root window
 * and the size `width` by `height`: by EWMH's _NET_MOVERESIZE_WINDOW, from an application, for
 * its own window (static gravity), which GNOME's mutter honours for a modal dialog where it
 * ignores a plain XMoveWindow. */
gboolean flow_x11_surface_move_resize(GdkSurface *surface, int x, int y, int width, int height);

/* The X window of `surface`, 0 when it is not an X11 one. */
unsigned long flow_x11_surface_xid(GdkSurface *surface);

/* Whether `display` is an X11 display (GdkX11Display: its `xevent` signal). */
gboolean flow_is_x11_display(GdkDisplay *display);

/* The shadow's width on each side of `surface`'s frame (_GTK_FRAME_EXTENTS), on screen or not. */
gboolean flow_x11_surface_shadow(GdkSurface *surface, int shadow[4]);

/* What an X event changed of a window. */
typedef enum {
    FLOW_X11_MOVED = 1,  /* moved or resized (ConfigureNotify) */
    FLOW_X11_MAPPED,     /* put on screen (MapNotify) */
    FLOW_X11_SHADOW,     /* its shadow's width changed (_GTK_FRAME_EXTENTS), which moves its frame */
} FlowX11Change;

/* The X window an X event changed, and how (`change`); 0 for any other event. */
unsigned long flow_x11_changed_window(gpointer xevent, FlowX11Change *change);

/* `gboolean handler(GdkX11Display *self, gpointer xevent, gpointer data)`: xevent. */
typedef gboolean (*FlowXEventHandler)(gpointer self, gpointer xevent, gpointer data);
gulong flow_connect_xevent(gpointer instance, const char *signal, FlowXEventHandler handler, gpointer data,
                           GClosureNotify destroy);

#endif /* FLOW_CGTK_X11_H */
