"""pytest fixtures of the end-to-end suite: a fresh `shop` per test, a screenshot of every failure,
and a closing line that counts what passed and failed.

Run through `scripts/end-to-end.sh` (`make test` does), which starts the X server, the window
manager and a D-Bus session with the accessibility bus that these tests need.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path

import pytest
from _pytest.runner import runtestprotocol

from driver import LoginSession, Shop

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("SHOP_BINARY", ROOT / ".build" / "debug" / "shop"))
ARTIFACTS = Path(os.environ.get("E2E_ARTIFACTS", ROOT / ".build" / "end-to-end"))
# `E2E_SCREENSHOTS=all` keeps a screenshot of the end of every test, not only of failures.
SCREENSHOT_ALL = os.environ.get("E2E_SCREENSHOTS") == "all"


def pytest_configure(config):
    pytest_runtest_logreport.config = config
    if not BINARY.exists():
        raise pytest.UsageError(f"{BINARY} does not exist: build it first (swift build --product shop)")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    from dogtail.config import config as dogtail_config
    dogtail_config.scratchDir = str(ARTIFACTS) + "/"


# What the longest tests take, in seconds (from the lines a run prints); the others 2 to 4 s.
# The shards take the longest first, so that none is left with a long one at the end.
EXPECTED_SECONDS = {"test_monkey": 60,  # 150 actions, in each of three languages
                    # The walks in the pseudo-language, German and Hebrew: a launch per page.
                    "test_every_control_of_every_page_and_window_has_a_name_and_every_text_is_translated": 20,
                    "test_every_page_is_translated_and_fits_from_360_to_1280_px": 15,
                    # Two instances, each adding a card and buying: two purchases.
                    "test_two_instances_keep_each_others_cards_and_orders": 14,
                    # Holds a toast past its 5 s, then waits its whole 5 s again.
                    "test_a_toast_waits_while_the_pointer_is_over_it": 13,
                    "test_a_valid_card_is_saved_and_listed": 8,
                    "test_a_toast_goes_by_itself_or_with_dismiss": 8,
                    "test_a_card_form_over_the_purchase_keeps_its_draft_until_discarded": 7,
                    "test_saving_the_profile_and_adding_a_card_say_so": 7,
                    "test_removing_a_card_goes_back_to_the_list_without_it": 6,
                    "test_orders_are_kept_and_a_number_is_never_given_twice": 6,
                    "test_form_errors_a_toast_a_declined_payment_and_the_quit_question_are_translated": 6,
                    # Waits twice for GTK's tooltip delay.
                    "test_back_shows_a_tooltip_naming_the_page_under_the_top_one": 5}

# The shards of one run (`make e2e`: E2E_SHARD=1…N, each a session of its own) share the tests
# through a folder: each shard takes the next test no shard has taken yet (creating a file named
# for it, which only one can), longest first, so the shards end together however the machine's
# other work slows one of them. Without it (`make e2e E2E_ARGS=…`), one session runs them all.
CLAIMS = Path(os.environ["E2E_CLAIMS"]) if os.environ.get("E2E_CLAIMS") else None
SHARD = os.environ.get("E2E_SHARD", "1")


def expected_seconds(item) -> float:
    return EXPECTED_SECONDS.get(item.originalname, 2)


def pytest_collection_modifyitems(config, items):
    """Every shard orders the tests alike, longest first; `pytest_runtest_protocol` deals them."""
    if CLAIMS is not None:
        items.sort(key=lambda item: -expected_seconds(item))
    config.collected_tests = len(items)


def _claim(item) -> bool:
    """Takes `item` for this shard, unless another shard took it first."""
    name = hashlib.sha1(item.nodeid.encode()).hexdigest()
    try:
        descriptor = os.open(CLAIMS / name, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        return False
    os.write(descriptor, f"{SHARD} {item.nodeid}\n".encode())
    os.close(descriptor)
    return True


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    """In a shard, runs only the tests it takes. A test is set up and torn down whole (nextitem
    None): the next test this shard runs may be anywhere in the suite."""
    if CLAIMS is None:
        return None
    if _claim(item):
        item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
        runtestprotocol(item, nextitem=None, log=True)
        item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


@pytest.hookimpl(hookwrapper=True)
def pytest_report_teststatus(report, config):
    """No dot per test: `pytest_runtest_logreport` writes a line for each as it ends."""
    outcome = yield
    category, _, word = outcome.get_result()
    outcome.force_result((category, "", word))


def pytest_runtest_logreport(report):
    """One line per test as it ends (a failed setup or teardown is one too), so a person watching
    `make test` sees how far the suite is."""
    pytest_runtest_logreport.ran.add(report.nodeid)
    if report.when == "call" or not report.passed:
        config = pytest_runtest_logreport.config
        mark = "✔" if report.passed else "✘"
        where = report.when if report.when != "call" else ""
        started = f", {len(os.listdir(CLAIMS))} of {config.collected_tests} started" if CLAIMS is not None else ""
        line = f"{mark} {report.nodeid} {where}({report.duration:.1f} s{started})".replace("  ", " ")
        config.get_terminal_writer().line(line)
        if not report.passed:
            pytest_runtest_logreport.failed.add(report.nodeid)


pytest_runtest_logreport.ran = set()
pytest_runtest_logreport.failed = set()


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
             title: str = "Shop", session: LoginSession | None = None,
             environment: dict[str, str | None] | None = None) -> Shop:
        shop = Shop(BINARY, tmp_path, state_file, wide=wide, language=language, title=title, session=session,
                    environment=environment)
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
def other_login():
    """A second login's session bus (`LoginSession`), closed after the test."""
    session = LoginSession()
    yield session
    session.close()


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
    if CLAIMS is not None:
        # What `scripts/end-to-end.sh --tally` adds up once every shard has ended.
        ran = len(pytest_runtest_logreport.ran)
        (ARTIFACTS / f"shard-{SHARD}.json").write_text(json.dumps({
            "shard": SHARD, "collected": getattr(config, "collected_tests", 0), "ran": ran, "passed": passed,
            "failed": sorted(pytest_runtest_logreport.failed), "skipped": skipped}))


def pytest_sessionfinish(session, exitstatus):
    # A skipped test is a test that did not run: `make test` fails on it.
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None and reporter.stats.get("skipped") and session.exitstatus == 0:
        session.exitstatus = 1
