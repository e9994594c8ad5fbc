#!/usr/bin/env bash
# Runs two commands at once and fails if either fails: `make test` runs the Swift tests (which
# keep about one of the machine's two cores busy, waiting on GTK) beside the AddressSanitizer
# build and run (a compiler on the other core), about 80 s sooner than one after the other; and
# the documentation, API and consumer checks beside the fuzz targets' release build.
#
#   scripts/side-by-side.sh "NAME A" "COMMAND A" "NAME B" "COMMAND B"
#
# Each command's output goes to .build/side-by-side/NAME.log and is printed whole once both have
# ended, so the two never interleave; the exit status is the first failure's.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=.build/side-by-side
mkdir -p "$logs"
names=("$1" "$3")
commands=("$2" "$4")
pids=()
for index in 0 1; do
    bash -c "${commands[$index]}" >"$logs/${names[$index]}.log" 2>&1 &
    pids+=($!)
done
status=0
for index in 0 1; do
    wait "${pids[$index]}"
    result=$?
    echo "=== ${names[$index]} (exit $result; $logs/${names[$index]}.log)"
    cat "$logs/${names[$index]}.log"
    if [ "$result" -ne 0 ] && [ "$status" -eq 0 ]; then status=$result; fi
done
exit "$status"
