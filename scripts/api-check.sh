#!/bin/sh
# `make api-check`: the public API of the library modules against the last version in
# CHANGELOG.md (`## [X.Y.Z]`, whose first line names its commit), with
# `swift package diagnose-api-breaking-changes`. A change that breaks an app built on that version
# fails it, unless api/allowed-breaks.txt lists its exact message (CHANGELOG says why).
#
# The API of that commit is kept in api/X.Y.Z (the API digester's JSON), so the check builds only
# this checkout, which `make test` has built already. `scripts/api-check.sh --regenerate` builds the
# version's commit and rewrites those files: run it once after writing a new version in CHANGELOG.
set -eu
cd "$(dirname "$0")/.."
version=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
commit=$(sed -n "/^## \[$version\]/,/^## /s/^Commit \([0-9a-f]\{40\}\).*/\1/p" CHANGELOG.md | head -n 1)
if [ -z "$version" ] || [ -z "$commit" ]; then
    echo "api-check: CHANGELOG.md names no version with its commit (## [X.Y.Z], then 'Commit <40 hex digits>')" >&2
    exit 1
fi
if ! git cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "api-check: this clone does not hold $commit, the commit of $version; clone without --depth" >&2
    exit 1
fi
kept="api/$version"
# The tool looks for the baseline under its commit and removes it when a build fails: it gets a copy.
work=.build/api-baseline
rm -rf "$work"
mkdir -p "$work/$commit"
if [ "${1:-}" = "--regenerate" ]; then
    modules="FlowCoordinator FlowCoordinatorTesting FlowGtk" # the library modules the version had
    options=--regenerate-baseline
else
    cp "$kept"/*.json "$work/$commit/"
    modules=$(cd "$kept" && ls ./*.json | sed 's|^\./||; s|\.json$||' | tr '\n' ' ')
    options=
fi
echo "api-check: $modules against $version ($commit)"
# SwiftPM 6.3 does not hand --breakage-allowlist-path on to the API digester (it is still passed,
# for when it does): the breaks it reports are compared with the allowlist here.
output="$work/output.txt"
status=0
# shellcheck disable=SC2086
${SWIFT:-swift} package diagnose-api-breaking-changes "$commit" --targets $modules --baseline-dir "$work" \
    --breakage-allowlist-path "$PWD/api/allowed-breaks.txt" $options >"$output" 2>&1 || status=$?
grep -v '^\[\|^warning: prohibited flag' "$output" || true
sed -n 's/^.*\(API breakage: .*\)$/\1/p' "$output" | sort -u >"$work/breaks.txt"
grep -v '^#' api/allowed-breaks.txt | sed '/^$/d' | sort -u >"$work/allowed.txt"
unlisted=$(comm -23 "$work/breaks.txt" "$work/allowed.txt")
if [ -n "$unlisted" ]; then
    echo "api-check: these break an app built on $version; keep the old API (deprecated), or list the" >&2
    echo "exact line in api/allowed-breaks.txt and say why in CHANGELOG.md:" >&2
    echo "$unlisted" >&2
    exit 1
fi
if [ "$status" -ne 0 ] && [ ! -s "$work/breaks.txt" ]; then
    echo "api-check: diagnose-api-breaking-changes failed (exit $status) before comparing" >&2
    exit "$status"
fi
# The digester counts `package` declarations as API: a public member made `package` is caught here.
if [ -z "$options" ]; then
    python3 scripts/api-narrowed.py "$kept" Sources
fi
echo "api-check: no break but those api/allowed-breaks.txt lists ($(wc -l <"$work/breaks.txt") listed)"
if [ -n "$options" ]; then
    mkdir -p "$kept"
    cp "$work/$commit"/*.json "$kept/"
    echo "api-check: kept the API of $version in $kept"
fi
