"""A careless person clicks, types, presses keys, resizes and quits at random (`monkey.py`): after
every action the app is still running, its windows mirror its state, and it printed no GTK
critical or warning.

It walks the app in English, German and Hebrew, one run each (MONKEY_LANGUAGE=de_DE.UTF-8 or
he_IL.UTF-8 picks one), at random widths from 360 to 1280 px: after every action the keyboard
focus of the front window is on a drawn, sensitive control (the mirror check the sync runs).
`make test` takes 150 actions in each language with fixed seeds; `make monkey` takes
MONKEY_ACTIONS (default 2,000) with a new seed each run, or MONKEY_SEED to replay one. A failure
starts with the seed and the command that replays it; every action is also written to
.build/end-to-end/monkey-SEED.log.
"""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from conftest import ARTIFACTS, BINARY, screenshot
from driver import AppEnded, Shop
from monkey import Monkey
from translation import catalogue

SEED = os.environ.get("MONKEY_SEED") or "20261125"
ACTIONS = int(os.environ.get("MONKEY_ACTIONS") or 150)
# A slow action (typing 2,001 keys, a launch) takes a few seconds; most take well under one.
TIMEOUT = 60 + 3 * ACTIONS


# Each language its own run, with its own seed (the fixed seed plus the language's place here).
LANGUAGES = [os.environ["MONKEY_LANGUAGE"]] if os.environ.get("MONKEY_LANGUAGE") else [None, "de_DE.UTF-8", "he_IL.UTF-8"]


def replay(language: str | None):
    def command(seed: int, actions: int) -> str:
        chosen = f" MONKEY_LANGUAGE={language}" if language else ""
        return f"make monkey MONKEY_SEED={seed} MONKEY_ACTIONS={actions}{chosen}"
    return command


@pytest.mark.timeout(TIMEOUT)
@pytest.mark.parametrize("language", LANGUAGES, ids=[(language or "en").split("_")[0] for language in LANGUAGES])
def test_monkey(tmp_path, language):
    offset = LANGUAGES.index(language)
    seed = random.SystemRandom().randrange(1, 1_000_000) if SEED == "random" else int(SEED) + offset
    log_path = ARTIFACTS / f"monkey-{seed}.log"
    with open(log_path, "w", encoding="utf-8") as log:
        def write(line: str) -> None:
            log.write(line + "\n")
            log.flush()

        write(f"monkey seed {seed}, {ACTIONS} actions, {language or 'English'}, {BINARY}; "
              f"replay: {replay(language)(seed, ACTIONS)}")
        title = catalogue(language.split("_")[0])["Shop"] if language else "Shop"
        shop = Shop(BINARY, tmp_path, language=language, title=title)
        print(f"\nmonkey seed {seed}, {ACTIONS} actions, {language or 'English'}", flush=True)
        monkey = Monkey(shop, seed, ACTIONS, replay(language), log=write, progress=lambda line: print(line, flush=True))
        start = time.monotonic()
        try:
            monkey.run()
        except AssertionError as failure:
            write(str(failure))
            try:
                print(f"\nscreenshot: {screenshot(f'monkey-{seed}')}")
            except Exception as error:  # noqa: BLE001
                print(f"\nno screenshot: {error}")
            raise AssertionError(f"{failure}\nevery action: {log_path}") from None
        finally:
            shop.stop()
        write(monkey.summary(time.monotonic() - start))
        print(monkey.summary(time.monotonic() - start))


def test_looking_for_a_window_of_an_app_that_ended_says_so_at_once(tmp_path):
    # The monkey's Ctrl+Q looks for a quit question until the app is gone. Looking after the app
    # ended waited 20 s for it on the accessibility bus, past the 5 s the quit may take (CI,
    # seed 20261125, action 108): the driver now says at once that it ended.
    shop = Shop(BINARY, tmp_path).launch()
    os.kill(shop.pid, signal.SIGKILL)
    shop.process.wait(timeout=5)
    start = time.monotonic()
    with pytest.raises(AppEnded):
        shop.window_titles()
    assert time.monotonic() - start < 1
