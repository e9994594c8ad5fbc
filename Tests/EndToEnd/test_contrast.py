"""Error text is readable in the light and the dark theme: measured on the screen, not assumed.

The add-card sheet's validation error is found through AT-SPI, the pixels under it are read from
the X screen, and the contrast ratio between its text and its background (WCAG 2's relative
luminance) must be at least 4.5:1, the WCAG AA minimum for text of its size. The background is the
colour most of the label's box has; the text colour is the pixel that stands out from it most
(the core of a stroke, drawn at full colour).

Each theme is chosen the ways a person chooses it: GTK's default (Adwaita), GTK_THEME=Adwaita:dark
in the environment (GtkSettings does not reflect it), and the dark variant preferred in GTK's
settings file.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from driver import Node, Shop, extents, toplevel, wait_for

WCAG_AA = 4.5
INVALID_NUMBER = "4242 4242 4242 4241"
INVALID_NUMBER_ERROR = "This card number is not valid"


@dataclass(frozen=True)
class Theme:
    name: str
    gtk_theme: str | None = None       # GTK_THEME in the app's environment
    prefer_dark_setting: bool = False  # gtk-application-prefer-dark-theme in GTK's settings.ini
    dark: bool = False


THEMES = [
    Theme("light"),
    Theme("dark", gtk_theme="Adwaita:dark", dark=True),
    Theme("dark-setting", prefer_dark_setting=True, dark=True),
]


def themed(shop: Shop, theme: Theme, workdir: Path) -> Shop:
    """`shop`, launched in `theme`: GTK_THEME set or unset, and a settings.ini of its own in a
    system configuration folder (XDG_CONFIG_DIRS; the user's folder holds the test session's
    accessibility settings)."""
    config = workdir / "config-dirs"
    settings = config / "gtk-4.0" / "settings.ini"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text("[Settings]\ngtk-application-prefer-dark-theme="
                        + ("true" if theme.prefer_dark_setting else "false") + "\n")
    base = shop.environment

    def environment() -> dict[str, str]:
        env = base()
        env.pop("GTK_THEME", None)
        if theme.gtk_theme:
            env["GTK_THEME"] = theme.gtk_theme
        env["XDG_CONFIG_DIRS"] = f"{config}:{env.get('XDG_CONFIG_DIRS', '/etc/xdg')}"
        return env

    shop.environment = environment
    return shop


# MARK: Colour


RGB = tuple[int, int, int]


def luminance(colour: RGB) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def hex_colour(colour: RGB) -> str:
    return "#%02x%02x%02x" % colour


# MARK: The screen


def screen_box(shop: Shop, node: Node) -> tuple[int, int, int, int]:
    """x, y, width, height of `node` on the X screen (AT-SPI's extents are window-relative; see
    `Shop.screen_point`)."""
    window = toplevel(node)
    x_window = shop.x_window(window)
    _, _, width, height = extents(window)
    x, y, w, h = extents(node)
    return (x_window.x + (x_window.width - width) // 2 + x,
            x_window.y + (x_window.height - height) // 2 + y, w, h)


def pixels(box: tuple[int, int, int, int]) -> list[RGB]:
    """The colours of the screen's pixels in `box`, read from the X root window."""
    import gi
    gi.require_version("Gdk", "3.0")
    from gi.repository import Gdk
    x, y, width, height = box
    pixbuf = Gdk.pixbuf_get_from_window(Gdk.get_default_root_window(), x, y, width, height)
    assert pixbuf is not None, f"could not read the screen at {box}"
    data, stride, step = pixbuf.get_pixels(), pixbuf.get_rowstride(), pixbuf.get_n_channels()
    return [tuple(data[row * stride + col * step: row * stride + col * step + 3])
            for row in range(pixbuf.get_height()) for col in range(pixbuf.get_width())]


@dataclass(frozen=True)
class Measure:
    text: RGB
    background: RGB
    ratio: float

    def __str__(self) -> str:
        return f"{hex_colour(self.text)} on {hex_colour(self.background)}: {self.ratio:.2f}:1"


def measure(colours: list[RGB]) -> Measure:
    """The background (the commonest colour) and the text colour (the one of highest contrast
    with it) of a label's pixels."""
    background = Counter(colours).most_common(1)[0][0]
    text = max(set(colours), key=lambda colour: contrast(colour, background))
    return Measure(text, background, contrast(text, background))


def save_screenshot(name: str) -> Path:
    from conftest import screenshot
    return screenshot(name)


# MARK: Tests


@pytest.mark.parametrize("theme", THEMES, ids=[theme.name for theme in THEMES])
def test_a_field_error_has_a_contrast_of_at_least_4_5_to_1(new_shop, tmp_path, theme: Theme):
    shop = themed(new_shop(), theme, tmp_path).launch("shop://wallet/add")
    sheet = shop.wait_for_focused_window("Add Card")
    shop.fill(shop.entry("Card number", sheet), INVALID_NUMBER)
    shop.press("Tab")  # the error shows once the field is left
    error = shop.label(INVALID_NUMBER_ERROR, sheet)
    # The label is on the bus once GTK has made it; it has its place, and its text is on the
    # screen, once the app has laid out and drawn (it is idle).
    shop.sync()
    box = screen_box(shop, error)
    assert box[2] > 0 and box[3] > 0, f"the error label has no size: {box}"

    def drawn() -> Measure | None:
        found = measure(pixels(box))
        return found if found.ratio > 1.2 else None
    found = wait_for(drawn, "the error text drawn on the screen")
    path = save_screenshot(f"contrast-{theme.name}")
    print(f"\n{theme.name}: {INVALID_NUMBER_ERROR!r} is {found} (screenshot: {path})")

    background_is_dark = luminance(found.background) < 0.18
    assert background_is_dark == theme.dark, \
        f"the sheet is drawn in the {'dark' if background_is_dark else 'light'} theme ({found})"
    assert found.ratio >= WCAG_AA, f"{theme.name} theme: the field error is {found}, under {WCAG_AA}:1"
