#!/bin/sh
# Builds and tests Tests/Consumer, a package outside this one that depends on it by path as a
# third-party app would: Notes, a small GNOME app on FlowCoordinator and FlowGtk (a list, a note, an
# edit sheet with a veto, a settings cover with a typed result), tested with FlowCoordinatorTesting
# and, under Xvfb, in its window. It wraps a GTK widget FlowGtk does not (GtkLevelBar), as the
# article "Wrapping a GTK widget" does. Run by `make test`.
#
# A path dependency is named by its folder, so the consumer sees this checkout as
# ../FlowCoordinator: a link to it, next to a copy of the consumer, under .build/consumer.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/consumer"
mkdir -p "$work"
ln -sfn "$root" "$work/FlowCoordinator"
rm -rf "$work/Notes/Sources" "$work/Notes/Tests"
mkdir -p "$work/Notes"
cp -R "$root/Tests/Consumer/." "$work/Notes/"
cd "$work/Notes"
# `scripts/consumer.sh build`: only the `notes` app, for the end-to-end tests that use it.
if [ "${1:-}" = "build" ]; then
    exec ${SWIFT:-swift} build --product notes
fi
${SWIFT:-swift} build --build-tests
"$root/scripts/with-display.sh" env GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 G_DEBUG=fatal-criticals \
    ${SWIFT:-swift} test --skip-build
