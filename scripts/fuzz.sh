#!/usr/bin/env bash
# The libFuzzer targets of Fuzz/ (a package of its own): DeepLinkFuzzer opens each input as a
# shop:// link, StateFuzzer restores each input as a saved state.
#
#   scripts/fuzz.sh build           build both into .build/fuzz: optimized, with assertions and
#                                   AddressSanitizer
#   scripts/fuzz.sh replay          run every seed of Fuzz/Corpus through both targets once
#   scripts/fuzz.sh run SECONDS     fuzz each target for SECONDS, starting from its seeds
#
# A crash, a leak or an input that runs longer than 30 s fails the command. `run` keeps the
# inputs it finds in .build/fuzz-corpus/NAME (never in the committed seeds) and writes the input
# that failed to .build/fuzz-artifacts/; the output of each run is in .build/fuzz-artifacts/*.log.
# Keep an input worth keeping in Fuzz/Corpus/NAME/, named for what it is.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
BUILD="$PWD/.build/fuzz"
ARTIFACTS=.build/fuzz-artifacts
# Each target, the name of its seeds and dictionary in Fuzz/Corpus, and its longest input when
# fuzzing (longer seeds are cut to it there); a replay runs every seed whole.
TARGETS=("DeepLinkFuzzer deep-link 4096" "StateFuzzer state 8192")
WHOLE=1048576

build() {
    # --sanitize makes SwiftPM build the targets without a main of their own and link libFuzzer's.
    # -Xswiftc repeats both sanitizers in one flag: the driver passes only the last -sanitize= to
    # the compiler, and without `fuzzer` there the code has no coverage instrumentation. Release:
    # links open two to three times as fast as in a debug build; -assert-config Debug keeps `assert`.
    # lld: gold warns about every ASan symbol.
    "$SWIFT" build -c release --package-path Fuzz --build-path "$BUILD" --sanitize=fuzzer --sanitize=address \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -assert-config -Xswiftc Debug -Xswiftc -use-ld=lld
}

# Runs TARGET with NAME's dictionary, inputs of at most MAX_LEN bytes and the libFuzzer
# arguments that follow LOG, its output in LOG.
fuzzer() {
    local target=$1 name=$2 max_len=$3 log=$4
    shift 4
    "$BUILD/release/$target" -timeout=30 -max_len="$max_len" -dict="Fuzz/Corpus/$name.dict" "$@" >"$log" 2>&1
}

# What a failed run said: the sanitizer's or Swift's error, the frames of the stack that are
# the project's own (demangled), and the sanitizer's summary.
failure() {
    grep -E -m1 '^==[0-9]+==ERROR|Fatal error|^ALARM|ERROR: libFuzzer' "$1" || tail -5 "$1"
    { grep -E '^ +#[0-9]+ .*/(Sources|Fuzz)/' "$1" || true; } | head -8 |
        sed -E 's/ 0x[0-9a-f]+ in / /' | "$SWIFT" demangle --simplified
    grep -E -m1 '^SUMMARY' "$1" || true
}

replay() {
    local seeds=(Fuzz/Corpus/deep-link/* Fuzz/Corpus/state/*) status=0
    mkdir -p "$ARTIFACTS"
    for entry in "${TARGETS[@]}"; do
        read -r target name max_len <<<"$entry"
        local log="$ARTIFACTS/replay-$target.log"
        # One process for all seeds; when it fails, one per seed, to name every seed that fails.
        if fuzzer "$target" "$name" "$WHOLE" "$log" "${seeds[@]}"; then
            echo "replay: $target: ${#seeds[@]} seeds, no crash, no leak"
            continue
        fi
        status=1
        for seed in "${seeds[@]}"; do
            local seed_log="$ARTIFACTS/replay-$target-$(basename "$seed").log"
            if ! fuzzer "$target" "$name" "$WHOLE" "$seed_log" "$seed"; then
                echo "replay: $target FAILS on $seed (output in $seed_log):"
                failure "$seed_log" | sed 's/^/    /'
            fi
        done
    done
    return "$status"
}

run() {
    local seconds=$1 status=0 pids=()
    mkdir -p "$ARTIFACTS"
    # The targets fuzz side by side, a core each, then report in order.
    for entry in "${TARGETS[@]}"; do
        read -r target name max_len <<<"$entry"
        mkdir -p ".build/fuzz-corpus/$name"
        echo "fuzz: $target for $seconds s (output in $ARTIFACTS/$target.log)"
        # New inputs go to the first directory; the seeds are only read.
        fuzzer "$target" "$name" "$max_len" "$ARTIFACTS/$target.log" -max_total_time="$seconds" -print_final_stats=1 \
            -artifact_prefix="$ARTIFACTS/$target-" ".build/fuzz-corpus/$name" "Fuzz/Corpus/$name" &
        pids+=("$!")
    done
    local index=0
    for entry in "${TARGETS[@]}"; do
        read -r target name max_len <<<"$entry"
        local log="$ARTIFACTS/$target.log"
        if wait "${pids[$index]}"; then
            echo "fuzz: $target:"
            grep -E '^Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::new_units_added' "$log" |
                sed 's/^/    /'
        else
            status=1
            echo "fuzz: $target FAILED:"
            failure "$log" | sed 's/^/    /'
            grep -E '^artifact_prefix|Test unit written to' "$log" | sed 's/^/    /' || true
        fi
        index=$((index + 1))
    done
    return "$status"
}

case "${1:-}" in
    build) build ;;
    replay) replay ;;
    run) run "${2:?usage: scripts/fuzz.sh run SECONDS}" ;;
    *) echo "usage: scripts/fuzz.sh build | replay | run SECONDS" >&2; exit 2 ;;
esac
