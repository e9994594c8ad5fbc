"""pytest fixtures of the end-to-end suite: a fresh `shop` per test, a screenshot of every failure,
and a closing line that counts what passed and failed.

Run through `scripts/end-to-end.sh` (`make test` does), which starts the X server, the window
manager and a D-Bus session with the accessibility bus that these tests need.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from driver import Shop

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("SHOP_BINARY", ROOT / ".build" / "debug" / "shop"))
ARTIFACTS = Path(os.environ.get("E2E_ARTIFACTS", ROOT / ".build" / "end-to-end"))
# `E2E_SCREENSHOTS=all` keeps a screenshot of the end of every test, not only of failures.
SCREENSHOT_ALL = os.environ.get("E2E_SCREENSHOTS") == "all"


def pytest_configure(config):
    if not BINARY.exists():
        raise pytest.UsageError(f"{BINARY} does not exist: build it first (swift build --product shop)")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    from dogtail.config import config as dogtail_config
    dogtail_config.scratchDir = str(ARTIFACTS) + "/"


# What the longest tests take, in seconds (a full run's --durations); the others about 4 s.
EXPECTED_SECONDS = {"test_monkey": 45,
                    # The walks in the pseudo-language, German and Hebrew: a launch per page.
                    "test_every_control_of_every_page_and_window_has_a_name_and_every_text_is_translated": 50,
                    "test_every_question_and_notice_is_an_alert_with_named_choices_all_translated": 12,
                    "test_every_page_is_translated_and_fits_from_360_to_1280_px": 32,
                    "test_the_split_layout_the_menu_the_shortcuts_and_about_are_translated": 6,
                    "test_form_errors_a_toast_a_declined_payment_and_the_quit_question_are_translated": 8,
                    "test_a_renamed_note_renames_its_page_and_is_kept_after_kill": 10,
                    # The split layout's walks: several resizes, a relaunch, a second window.
                    "test_items_side_by_side_at_1280_stacked_at_360_and_side_by_side_again": 8,
                    "test_wallet_side_by_side_at_1280_stacked_at_360_and_side_by_side_again": 8,
                    "test_the_keyboard_alone_in_the_split_layout": 8,
                    "test_resizing_keeps_a_sheet_its_typing_and_the_focus": 10,
                    "test_kill_and_relaunch_restores_the_split_with_the_chosen_card_and_a_deep_link_chooses": 10,
                    "test_two_wide_windows_choose_their_own_rows": 6,
                    "test_the_split_layout_passes_the_accessibility_audit": 12,
                    # Waits twice for GTK's tooltip delay.
                    "test_back_shows_a_tooltip_naming_the_page_under_the_top_one": 10,
                    # Holds a toast past its 5 s, then waits its whole 5 s again.
                    "test_a_toast_waits_while_the_pointer_is_over_it": 14,
                    "test_a_toast_goes_by_itself_or_with_dismiss": 12}


def pytest_collection_modifyitems(config, items):
    """With E2E_SHARDS=N and E2E_SHARD=i (`scripts/end-to-end.sh` runs N sessions side by side),
    keeps this session's share of the tests: dealt out longest first, each to the shard with the
    least to do so far, so the shards end at about the same time. Every test is in one shard."""
    shards = int(os.environ.get("E2E_SHARDS", "1"))
    if shards <= 1:
        return
    shard = int(os.environ["E2E_SHARD"])
    load = [0.0] * shards
    kept, deselected = [], []
    for item in sorted(items, key=lambda item: -EXPECTED_SECONDS.get(item.originalname, 4)):
        lightest = load.index(min(load))
        load[lightest] += EXPECTED_SECONDS.get(item.originalname, 4)
        (kept if lightest == shard else deselected).append(item)
    chosen = {id(item) for item in kept}
    items[:] = [item for item in items if id(item) in chosen]
    config.hook.pytest_deselected(items=deselected)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


def screenshot(name: str) -> Path:
    from dogtail.utils import screenshot as take
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "-", name)
    take(f"{safe}.png", timeStamp=False)
    return ARTIFACTS / f"{safe}.png"


@pytest.fixture
def new_shop(request, tmp_path):
    """Makes `Shop`s that are not launched yet (several may share a state file); each is
    stopped after the test, with a screenshot if the test failed."""
    made: list[Shop] = []

    def make(state_file: Path | None = None, wide: bool = False, language: str | None = None,
             title: str = "Shop") -> Shop:
        shop = Shop(BINARY, tmp_path, state_file, wide=wide, language=language, title=title)
        made.append(shop)
        return shop

    yield make
    report = getattr(request.node, "report_call", None)
    failed = report is not None and report.failed
    if failed or SCREENSHOT_ALL:
        try:
            path = screenshot(request.node.name)
            if failed:
                print(f"\nscreenshot: {path}")
        except Exception as error:  # noqa: BLE001
            print(f"\nno screenshot: {error}")
    for shop in made:
        if failed:
            output = shop.output().strip()
            if output:
                print(f"\nshop printed:\n{output[-3000:]}")
        shop.stop()


@pytest.fixture
def shop(new_shop) -> Shop:
    """`shop` started fresh (no saved state), its main window on screen."""
    return new_shop().launch()


@pytest.fixture
def wide_shop(new_shop) -> Shop:
    """`shop` started fresh, its main window on screen at the standard 960 px: the split layout."""
    return new_shop(wide=True).launch()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    stats = terminalreporter.stats
    passed = len(stats.get("passed", []))
    failed = len(stats.get("failed", [])) + len(stats.get("error", []))
    skipped = len(stats.get("skipped", []))
    line = f"end-to-end: {passed} passed, {failed} failed"
    if skipped:
        line += f", {skipped} skipped (not allowed)"
    terminalreporter.write_line(line, bold=True, red=bool(failed or skipped), green=not (failed or skipped))


def pytest_sessionfinish(session, exitstatus):
    # A skipped test is a test that did not run: `make test` fails on it.
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None and reporter.stats.get("skipped") and session.exitstatus == 0:
        session.exitstatus = 1
