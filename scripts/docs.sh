#!/usr/bin/env bash
# Builds the DocC documentation of the libraries FlowCoordinator, FlowStorage, FlowLocale,
# FlowGtkWidgets and FlowGtk, with the swift-docc-plugin; any DocC warning (a link to a symbol
# that does not exist, a malformed topic group, an article nothing curates) fails it. The archives
# go to .build/docs/<Target>.doccarchive.
#
# With DOCS_DIR set, it then writes them as a static HTML site to that folder (scripts/docs-site.py):
# DOCS_DIR/index.html opens in a browser from disk. A relative DOCS_DIR is taken from the checkout.
#
# `make docs` runs it (`make docs DOCS_DIR=~/flow-docs`), and `make test` runs it right after building the tests.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
OUT=.build/docs
TARGETS=(FlowCoordinator FlowStorage FlowLocale FlowGtkWidgets FlowGtk)

mkdir -p "$OUT"
archives=()
for target in "${TARGETS[@]}"; do
    "$SWIFT" package --allow-writing-to-directory "$OUT" \
        generate-documentation --target "$target" \
        --output-path "$OUT/$target.doccarchive" \
        --warnings-as-errors
    archives+=("$OUT/$target.doccarchive")
done
echo "docs: ${archives[*]}"
if [[ -n "${DOCS_DIR:-}" ]]; then
    python3 scripts/docs-site.py "$DOCS_DIR" "${archives[@]}"
    # Read as a browser without scripts would, against the archives: every page, link and listing.
    python3 Tests/Tools/test_docs_site.py --site "$DOCS_DIR"
fi
