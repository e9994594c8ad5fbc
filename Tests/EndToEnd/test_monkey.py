"""A careless person clicks, types, presses keys, resizes and quits at random (`monkey.py`): after
every action the app is still running, its windows mirror its state, and it printed no GTK
critical or warning.

`make test` takes 150 actions with a fixed seed; `make monkey` takes MONKEY_ACTIONS
(default 2,000) with a new seed each run, or MONKEY_SEED to replay one. A failure starts with the
seed and the command that replays it; every action is also written to
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


def replay(seed: int, actions: int) -> str:
    return f"make monkey MONKEY_SEED={seed} MONKEY_ACTIONS={actions}"


@pytest.mark.timeout(TIMEOUT)
def test_monkey(tmp_path):
    seed = random.SystemRandom().randrange(1, 1_000_000) if SEED == "random" else int(SEED)
    log_path = ARTIFACTS / f"monkey-{seed}.log"
    with open(log_path, "w", encoding="utf-8") as log:
        def write(line: str) -> None:
            log.write(line + "\n")
            log.flush()

        write(f"monkey seed {seed}, {ACTIONS} actions, {BINARY}; replay: {replay(seed, ACTIONS)}")
        # MONKEY_LANGUAGE=he_IL.UTF-8 (or de_DE.UTF-8) walks the app in that language.
        language = os.environ.get("MONKEY_LANGUAGE") or None
        title = catalogue(language.split("_")[0])["Shop"] if language else "Shop"
        shop = Shop(BINARY, tmp_path, language=language, title=title)
        print(f"\nmonkey seed {seed}, {ACTIONS} actions", flush=True)
        monkey = Monkey(shop, seed, ACTIONS, replay, log=write, progress=lambda line: print(line, flush=True))
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
