"""A careless person at the mouse and keyboard: a seeded random walk through `shop` with real input.

Each action is one a person could take in the window that has the focus: click a control that is
on screen (a button, a toggle, a list row, a tab, an item of the open menu), type or paste text
into a field (nothing, 2,001 characters, control characters, a bidirectional override, emoji,
right-to-left text), press a key of README's keyboard table, scroll, resize the main window to
between 360 and 1,280 px wide, and now and then quit with Ctrl+Q or kill -9 and launch again on
the same state file. After every action the app must answer a sync (`Shop.sync`: its main loop
went idle and its windows mirror its navigation state), still be running, and have printed no GTK
critical or warning and no Swift fatal error; it runs with `G_DEBUG=fatal-criticals` (as every test does), so a
critical also ends it.

Every choice comes from `random.Random(seed)` and what is on screen, so a seed replays the same
actions as long as the app does the same thing in reply; the app's own timing (a slide still
running, a window the window manager has not mapped yet) can still make a replay differ.

The monkey never leaves its sandbox: it does not follow the About window's website link (no
Return, Space or typing there, and no links are clicked), and a quit, by Ctrl+Q or by closing the
main window, is always followed by a launch.
"""

from __future__ import annotations

import os
import random
import signal
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pyatspi
from dogtail.tree import Node

import atspi_tree
import xinput
from clipboard import Clipboard
from driver import NOT_YET, AppEnded, Shop, Timeout, name, text_of, wait_for

CLICKABLE = {"push button", "toggle button", "check box", "radio button", "switch", "list item", "page tab"}
EDITABLE = {"text", "entry", "password text"}
# Roles whose children are never controls: the walk does not go into them.
LEAVES = {"label", "heading", "image", "scroll bar", "filler", "separator", "icon", "text", "entry",
          "password text", "link"}
# What the app may never print.
PROBLEMS = ("CRITICAL", "Gtk-WARNING", "Fatal error")
ABOUT = "About Shop"
TITLE_BAR = {"Minimize", "Maximize", "Close"}


class Words:
    """The texts the monkey looks for, in the language the app runs in (`MONKEY_LANGUAGE`, such
    as he_IL.UTF-8; English by default): the app's from its catalogues, the window controls' and
    the About window's title from GTK's."""

    def __init__(self, locale: str | None, app_title: str = "Shop") -> None:
        import gettext
        from translation import catalogue
        language = locale.split("_")[0] if locale else None
        gtk = gettext.translation("gtk40", languages=[language], fallback=True) if language else gettext.NullTranslations()
        texts = catalogue(language) if language else {}
        self.app = app_title
        self.about = gtk.gettext("About %s") % app_title
        self.title_bar = {gtk.gettext(word) for word in TITLE_BAR}
        self.close = gtk.gettext("Close")
        self.quit_question = texts.get("Quit and Lose %s?", "Quit and Lose %s?").split("%s")[0]

# README's keyboard table (and what it says besides), with how often a person presses each. New
# windows and closing them are rarer: each window the monkey opens stays in its walk.
KEYS = [("alt+Left", 6), ("XF86Back", 1), ("Escape", 6), ("ctrl+w", 3), ("alt+1", 2), ("alt+2", 2),
        ("alt+3", 2), ("alt+4", 2), ("ctrl+question", 1), ("F10", 2), ("Return", 6), ("space", 3),
        ("Tab", 6), ("shift+Tab", 3), ("Down", 2), ("Up", 1), ("mouse button 8", 1), ("ctrl+n", 1),
        ("ctrl+shift+w", 1)]
# Keys that activate the focused widget, or type.
ACTIVATING = {"Return", "space"}

ACTIONS = [("click", 40), ("type", 18), ("key", 28), ("scroll", 4), ("resize", 5), ("quit", 1.5), ("kill", 1.5)]
# With a sheet, a cover or a dialog open, the main window is resized more often: the app's sync then
# checks that each stands where it belongs over its window (a cover on its frame, a sheet centred).
ACTIONS_OVER_A_WINDOW = [(kind, 15 if kind == "resize" else weight) for kind, weight in ACTIONS]

# Text a careless or hostile person types or pastes.
WORDS = ["Swift", "flow", "a", "Gift", "42", "-1", "0", "1e9", "9223372036854775808", "%20", "../..",
         "shop://items", "<b>bold</b>", "O'Brien", "Ünïcödé", "naïve café", "  spaced  ", "x"]
CONTROL = ["a\tb", "line one\nline two", "\r", "\x1b[31mred\x1b[0m", "bell\x07", "\x7f", "back\x08space",
           "\u0085next line", "\u2028separator", "\x01\x02\x03", "form\x0cfeed", "\x1f"]
BIDI = ["invoice\u202efdp.exe", "\u202eevil", "\u202dleft\u202c", "\u2067isolate\u2069", "\u200fmark",
        "\u061calm", "abc\u202e123\u202cdef"]
EMOJI = ["👍🏽", "👨‍👩‍👧‍👦", "🇫🇷🇯🇵", "🧑🏿‍🚀", "❤️", "𝕳𝖊𝖑𝖑𝖔", "🛒" * 40, "\U0001F600\uFE0F"]
RTL = ["שלום עולם", "مرحبا بالعالم", "سلام 123 abc", "עברית English עברית"]
COMBINING = ["Z\u0337\u0322\u031ba\u0335l\u0338g\u0337o\u0334", "e\u0301" * 30, "\u0300" * 10]
KINDS = ["empty", "words", "huge", "control", "bidi", "emoji", "rtl", "combining", "mixed"]


class MonkeyFailure(AssertionError):
    pass


@dataclass(eq=False)
class Control:
    """A control of a window's reading; its libatspi node is found when the monkey acts on it."""
    tree: atspi_tree.Tree
    record: atspi_tree.Record

    @property
    def role(self) -> str:
        return self.record.role

    @property
    def name(self) -> str:
        return self.record.name

    @property
    def node(self) -> Node:
        return self.tree.node(self.record)

    def __str__(self) -> str:
        return f"{self.role} {self.name!r}"


def short(text: str, limit: int = 48) -> str:
    """`text` for the log: escaped, and its length when cut."""
    shown = repr(text[:limit])
    return shown if len(text) <= limit else f"{shown}… ({len(text)} characters)"


class Monkey:
    """Takes `actions` random actions with `shop`, checking the app after each.

    `shop` is launched by the monkey (and launched again after each quit or kill); `run()` raises
    `MonkeyFailure` with the seed, the command that replays it, the last actions and what the app
    printed. `log` gets one line per action, `progress` one every 100 actions."""

    def __init__(self, shop: Shop, seed: int, actions: int, replay: Callable[[int, int], str],
                 history: int = 30, log: Callable[[str], None] = lambda line: None,
                 progress: Callable[[str], None] = lambda line: None):
        self.shop = shop
        self.words = Words(shop.language, shop.title)
        self.seed = seed
        self.actions = actions
        self.replay = replay
        self.random = random.Random(seed)
        self.last = deque(maxlen=history)
        self.log = log
        self.progress = progress
        self.step = 0
        self.clipboard = Clipboard()
        self.counts: dict[str, int] = {}
        self.hiccups = 0  # actions the monkey could not take (a control left the screen meanwhile)
        self._read: dict[Path, int] = {}
        self._may_quit = False

    # MARK: The walk

    def run(self) -> None:
        try:
            self.note("launch")
            self.relaunch()
            self.check()
            for self.step in range(1, self.actions + 1):
                kind = self.pick(ACTIONS_OVER_A_WINDOW if self.presenting() else ACTIONS)
                self.counts[kind] = self.counts.get(kind, 0) + 1
                self._may_quit = False
                try:
                    getattr(self, "do_" + kind)()
                except MonkeyFailure:
                    raise
                except Exception as error:  # noqa: BLE001  (a node that left the tree, an X window gone)
                    # If the app ended or went wrong, the check below says so.
                    self.hiccups += 1
                    self.note(f"  (action {self.step} not done: {type(error).__name__}: {str(error)[:200]})")
                self.check()
                if self.step % 100 == 0:
                    self.progress(f"monkey seed {self.seed}: {self.step} of {self.actions} actions")
        finally:
            self.clipboard.close()

    def pick(self, weighted: list[tuple[str, float]]) -> str:
        choices, weights = zip(*weighted)
        return self.random.choices(choices, weights=weights)[0]

    def note(self, line: str) -> None:
        line = f"{self.step:5}. {line}" if not line.startswith("  ") else line
        self.last.append(line)
        self.log(line)

    # MARK: Actions

    def do_click(self) -> None:
        window = self.top()
        title = name(window)
        found = self.controls(window)
        if any(c.role in EDITABLE for c in found) and self.random.random() < 0.4:
            # On a form, a person mostly fills in fields before pressing its buttons.
            return self.do_type(window, found)
        menu = [c for c in found if c.role == "menu item"]
        if menu:
            # The open main menu is a popover, a surface the window's hit tests do not reach: a
            # person picks from it with the arrow keys and Return (test_gnome does the same).
            index = self.random.randrange(len(menu))
            self.note(f"[{title}] menu item {menu[index].name!r} (Down ×{index}, Return)")
            self.shop.press(*(["Down"] * index), "Return")
            return
        clickable = [c for c in found if c.role in CLICKABLE]
        # The main window's title-bar buttons are on screen everywhere: clicked as often as any
        # other control, they would take a third of the clicks.
        weights = [0.15 if title == self.words.app and c.role == "push button" and c.name in self.words.title_bar else 1
                   for c in clickable]
        while clickable:
            index = self.random.choices(range(len(clickable)), weights=weights)[0]
            control = clickable.pop(index)
            weights.pop(index)
            if not control.tree.on_screen([control.record]):
                continue  # scrolled out of view, or on a page sliding away
            try:
                node = control.node
            except LookupError:
                continue  # it left the window since the reading
            self._may_quit = title == self.words.app and control.role == "push button" and control.name == self.words.close
            self.note(f"[{title}] click {control}")
            self.shop.click(node)
            return
        self.note(f"[{title}] click: nothing to click; press Escape")
        self.shop.press("Escape")

    def do_type(self, window: Node | None = None, found: list[Control] | None = None) -> None:
        window = window or self.top()
        title = name(window)
        if title == self.words.about:
            self.note(f"[{title}] type: not in the About window (its website link has the focus); press Escape")
            self.shop.press("Escape")
            return
        fields = [c for c in (found if found is not None else self.controls(window)) if c.role in EDITABLE]
        fields = [c for c in fields if c.record.has(pyatspi.STATE_EDITABLE) and c.tree.on_screen([c.record])]
        if not fields and self.random.random() < 0.6:
            return self.do_click()  # most pages have no field: find one
        kind = self.random.choice(KINDS)
        paste = self.random.random() < (0.8 if kind == "huge" else 0.35)
        text = self.text(kind, typed=not paste)
        replace = self.random.random() < 0.6
        field_node = None
        if fields:
            field = self.random.choice(fields)
            target = f"into {field}"
            try:
                field_node = field.node
            except LookupError:
                self.note(f"[{title}] type: {field} left the window; press Escape")
                self.shop.press("Escape")
                return
            self.shop.click(field_node)
            self.check()  # the field has the focus
        else:
            field = None
            target = "into whatever has the focus"
        how = "delete" if kind == "empty" else "paste" if paste else "type"
        shown = f" {short(text)}" if text else ""
        self.note(f"[{title}] {'select all, ' if replace else ''}{how} {kind}{shown} {target}")
        if replace:
            self.shop.press("ctrl+a")
        if kind == "empty":
            self.shop.press("BackSpace")
        elif paste:
            self.clipboard.set_text(text)
            before = text_of(field_node) if field_node else None
            self.shop.press("ctrl+v")
            if field_node is not None:
                # GTK reads the clipboard asynchronously: let the text arrive before the check.
                self._wait_quietly(lambda: text_of(field_node) != before, 1)
        else:
            # "--": text may start with a dash. 2,001 keys at xdotool's usual pace take 25 s.
            delay = "0" if kind == "huge" else "12"
            xinput._xdotool("type", "--clearmodifiers", "--delay", delay, "--", text)

    def do_key(self) -> None:
        window = self.top()
        title = name(window)
        keys = KEYS if title != self.words.about else [(k, w) for k, w in KEYS if k not in ACTIVATING]
        key = self.pick(keys)
        focus = ""
        if key in ACTIVATING:
            focused = [c for c in self.controls(window) if c.record.has(pyatspi.STATE_FOCUSED)]
            if focused:
                focus = f" on {focused[-1]}"
                self._may_quit = title == self.words.app and focused[-1].role == "push button" and focused[-1].name == self.words.close
        if key == "ctrl+shift+w":
            # Closing the last window quits, as Ctrl+Q does (a question may stop it).
            self._may_quit = len(self.shop.shop_windows()) == 1
        self.note(f"[{title}] press {key}{focus}")
        if key == "mouse button 8":
            x, y = self.shop.screen_point(window)
            xinput.click(x, y, button=8)
        else:
            self.shop.press(key)

    def do_scroll(self) -> None:
        window = self.top()
        box = self.shop.x_window(window)
        x = box.x + self.random.randrange(box.width)
        y = box.y + self.random.randrange(box.height)
        down = self.random.random() < 0.6
        clicks = self.random.randint(1, 6)
        self.note(f"[{name(window)}] scroll {'down' if down else 'up'} ×{clicks} at {x - box.x},{y - box.y}")
        xinput.click(x, y, button=5 if down else 4, count=clicks, interval_ms=10)

    def do_resize(self) -> None:
        self.top()  # on screen
        width = self.random.randint(360, 1280)
        height = self.random.randint(480, 800)
        self.note(f"resize the main window to {width}×{height}")
        window = self.shop.x_window(self.shop.main)
        xinput._xdotool("windowsize", str(window.id), str(width), str(height))
        # The window manager resizes it (or keeps it at GTK's minimum): wait for its answer.
        self._wait_quietly(lambda: (xinput.window(window.id).width, xinput.window(window.id).height)
                           != (window.width, window.height), 1)

    def do_quit(self) -> None:
        window = self.top()  # the keys go to one of the app's windows, as a person's do
        self.note(f"[{name(window)}] press ctrl+q, then launch again")
        self.shop.press("ctrl+q")
        # A form holding a half-typed card number asks first (test_drafts checks the question).
        try:
            question = wait_for(lambda: not self.shop.is_running() or self._quit_question(), "the app to quit or ask")
        except Timeout:
            raise self.failure(f"Ctrl+Q neither ended the app nor asked within 5 s (open: {self.shop.window_titles()}, "
                               f"focused: {self.shop.active_window_title()!r})") from None
        if isinstance(question, str):
            answer = self.random.choice(["Keep Editing", "Quit"])
            self.note(f"  [{question}] click {answer!r}")
            self.shop.click(self.shop.button(answer, self.shop.window(question)))
            if answer == "Keep Editing":
                self.shop.wait_for_no_window(question)
                return
        try:
            status = self.shop.wait_for_exit()
        except Timeout:
            menu = self.shop.find_all("menu item", None, self.shop.main, on_screen=False)
            raise self.failure(f"Ctrl+Q did not end the app within 5 s (open: {self.shop.window_titles()}, "
                               f"focused: {self.shop.active_window_title()!r}"
                               f"{', the main menu open' if menu else ''})") from None
        if status != 0:
            raise self.failure(f"Ctrl+Q ended the app with status {self._status(status)}")
        self.relaunch()

    def _quit_question(self) -> str | None:
        """The title of the question a quit asks over a half-typed card number, when it shows."""
        try:
            titles = self.shop.window_titles()
        except AppEnded:  # it quit without asking
            return None
        return next((title for title in titles if title.startswith(self.words.quit_question)), None)

    def do_kill(self) -> None:
        self.note("kill -9, then launch again")
        os.kill(self.shop.pid, signal.SIGKILL)
        self.shop.process.wait(timeout=5)
        self.relaunch()

    def relaunch(self) -> None:
        """Launches `shop` on the same state file, once what the last one printed is checked."""
        self.check_output()
        try:
            self.shop.launch()
        except OSError as error:  # the binary is being rebuilt
            raise self.failure(f"could not launch {self.shop.binary}: {error}") from None
        except Timeout as error:
            if not self.shop.is_running():
                raise self.failure(f"the app ended while launching, status "
                                   f"{self._status(self.shop.process.returncode)}") from None
            raise self.failure(f"the app launched but {error}") from None

    # MARK: What is on screen

    def presenting(self) -> bool:
        """Whether a sheet, a cover or a dialog is open over one of the app's windows."""
        try:
            return any(name(window) != self.shop.title for window in self.shop.windows())
        except NOT_YET:
            return False

    def top(self) -> Node:
        """The focused window. When none of the app's has the focus (it was minimised, or a
        window that closed left none), its topmost window is activated, as a person clicks it in a
        task bar, and the log says so."""
        try:
            return self.shop.top_window()
        except LookupError:
            pass
        try:
            return _wait(self.shop.top_window, 1)  # a window closing, another taking the focus
        except Timeout:
            pass
        # A minimised window is not on screen, so the driver does not list it: ask X for them all.
        self.note(f"  (no window of shop has the focus: activate its topmost window; open: "
                  f"{self.shop.window_titles()})")
        ours = set(int(i) for i in xinput._xdotool("search", "--all", "--pid", str(self.shop.pid)).split())
        stacked = [i for i in reversed(xinput.stacking_order()) if i in ours]
        for window_id in stacked + [i for i in ours if i not in stacked]:
            # Through the window manager, then (as a click in the window does) straight to X.
            for command in ("windowactivate", "windowfocus"):
                try:
                    xinput._xdotool(command, str(window_id))
                    return _wait(self.shop.top_window, 1)
                except (RuntimeError, Timeout):  # GDK's leader window is not managed
                    continue
        raise self.failure(f"no window of shop takes the focus (open: {self.shop.window_titles()}, "
                           f"focused: {self.shop.active_window_title()!r})")

    def controls(self, window: Node) -> list[Control]:
        """The window's controls, in tree order, leaving out the pages its stacks do not show (and
        any link)."""
        try:
            tree = self.shop.read(window, states=True)
        except atspi_tree.TreeGone:
            return []  # it closed while we read it
        found: list[Control] = []

        def walk(record: atspi_tree.Record) -> None:
            if record.role in CLICKABLE or record.role in EDITABLE or record.role == "menu item":
                found.append(Control(tree, record))
            if record.role in LEAVES:
                return
            children = record.children
            if record.role == "panel" and record.name == "GtkStackPage":
                children = [child for child in children if tree.page_is_shown(child)]
            for child in children:
                walk(child)

        walk(tree.root)
        return [c for c in found if c.role not in CLICKABLE or "://" not in c.name]

    def text(self, kind: str, typed: bool) -> str:
        r = self.random
        if kind == "empty":
            return ""
        if kind == "words":
            return " ".join(r.choice(WORDS) for _ in range(r.randint(1, 5)))
        if kind == "huge":
            if typed:  # 2,001 keys take 4 s
                return "".join(r.choice("abcdefghij") for _ in range(2001))
            length = r.choice([2001, 2001, 2048, 5000])
            alphabet = r.choice(["x", "Wide word ", "ж", "字", "a\u0301"])
            return (alphabet * length)[:length]
        if kind == "control":
            text = r.choice(CONTROL)
            # xdotool types a tab and a newline as Tab and Return, as a keyboard does; other
            # control characters only come by pasting.
            return text if not typed else r.choice(["a\tb", "line one\nline two", "\n", "\t\t"])
        if kind == "mixed":
            parts = [r.choice(WORDS), r.choice(BIDI), r.choice(EMOJI), r.choice(RTL)]
            if not typed:
                parts.append(r.choice(CONTROL))
            r.shuffle(parts)
            return "".join(parts)
        return r.choice({"bidi": BIDI, "emoji": EMOJI, "rtl": RTL, "combining": COMBINING}[kind])

    # MARK: Checks

    def check(self) -> None:
        """The app is running, answers a sync with its windows equal to its state, and printed
        nothing it must not. After closing the main window, the app has quit (status 0) and is
        launched again."""
        error: Exception | None = None
        if self.shop.is_running():
            try:
                self.shop.sync(timeout=10)
            except Exception as failed:  # noqa: BLE001  (a mismatch, no answer, D-Bus failing as it dies)
                error = failed
            if error is None and not self._may_quit:
                self.check_output()
                return
        if self._may_quit or error is not None:
            # It may be on its way out: give it the time to end.
            self._wait_quietly(lambda: not self.shop.is_running(), 3)
        if self.shop.is_running():
            if error is None:
                self.check_output()
                return
            if isinstance(error, Timeout):
                raise self.failure(f"the app did not answer a sync within 10 s: {error}")
            if isinstance(error, AssertionError):
                raise self.failure(f"mirror check: {error}")
            raise self.failure(f"sync failed: {type(error).__name__}: {error}")
        status = self.shop.process.returncode
        if status == 0 and self._may_quit:
            self._may_quit = False
            self.note("  (the main window closed and the app quit: launch again)")
            self.relaunch()
            return self.check()
        raise self.failure(f"the app ended, status {self._status(status)}")

    def check_output(self) -> None:
        log = getattr(self.shop, "log_file", None)
        if log is None:
            return
        text = self.shop.output()
        new = text[self._read.get(log, 0):]
        self._read[log] = len(text)
        bad = [line for line in new.splitlines() if any(marker in line for marker in PROBLEMS)]
        if bad:
            raise self.failure("the app printed: " + " | ".join(bad[:5]))

    @staticmethod
    def _status(status: int | None) -> str:
        if status is not None and status < 0:
            try:
                return f"{status} ({signal.Signals(-status).name})"
            except ValueError:
                pass
        return str(status)

    def _wait_quietly(self, condition: Callable[[], bool], timeout: float) -> None:
        try:
            _wait(condition, timeout)
        except Timeout:
            pass

    def failure(self, what: str) -> MonkeyFailure:
        # A Swift crash report ends with registers and loaded images, and the runtime repeats
        # that it could not suspend each thread: what matters is before.
        output = "\n".join(line for line in self.shop.output().splitlines()
                           if not line.startswith("swift-runtime: failed to suspend thread"))
        output = output.split("\nRegisters:", 1)[0].strip()
        lines = [
            f"monkey seed {self.seed}: {what}, at action {self.step} of {self.actions}",
            f"replay: {self.replay(self.seed, self.step)}",
            "(the seed replays the monkey's choices; the app's own timing can still make a replay differ)",
            f"last {len(self.last)} actions:",
            *self.last,
            "app output (end):",
            output[-3000:] if output else "(nothing)",
        ]
        return MonkeyFailure("\n".join(lines))

    def summary(self, seconds: float) -> str:
        kinds = ", ".join(f"{kind} {count}" for kind, count in sorted(self.counts.items()))
        return (f"monkey seed {self.seed}: {self.actions} actions in {seconds:.1f} s "
                f"({seconds / max(self.actions, 1):.2f} s each; {kinds}; {self.hiccups} not done)")


def _wait(condition: Callable, timeout: float):
    """`driver.wait_for` without its message, for the monkey's own short waits."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            result = condition()
            if result:
                return result
        except Exception:  # noqa: BLE001
            pass
        if time.monotonic() > deadline:
            raise Timeout(f"nothing after {timeout:g} s")
        time.sleep(0.02)
