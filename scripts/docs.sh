#!/usr/bin/env bash
# Builds the DocC documentation of the libraries FlowCoordinator, FlowStorage, FlowLocale,
# FlowGtkWidgets and FlowGtk, with the swift-docc-plugin; any DocC warning (a link to a symbol
# that does not exist, a malformed topic group, an article nothing curates) fails it. The archives
# go to .build/docs/<Target>.doccarchive.
#
# `make docs` runs it, and `make test` runs it right after building the tests.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
OUT=.build/docs

mkdir -p "$OUT"
for target in FlowCoordinator FlowStorage FlowLocale FlowGtkWidgets FlowGtk; do
    "$SWIFT" package --allow-writing-to-directory "$OUT" \
        generate-documentation --target "$target" \
        --output-path "$OUT/$target.doccarchive" \
        --warnings-as-errors
done
echo "docs: $OUT/FlowCoordinator.doccarchive, $OUT/FlowStorage.doccarchive, $OUT/FlowLocale.doccarchive," \
    "$OUT/FlowGtkWidgets.doccarchive, $OUT/FlowGtk.doccarchive"
