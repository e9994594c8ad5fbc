#!/usr/bin/env bash
# The headless suites (FlowCoordinatorTests, FlowCoordinatorTestingTests, FlowStorageTests, FlowLocaleTests,
# ShopFlowsTests) under
# AddressSanitizer with leak detection: a use after free, an overflow of a buffer, or an object
# never freed when the tests end (a retain cycle) fails the run. The build goes to .build/asan, apart from the normal one.
#
# One suppression (scripts/lsan-suppressions.txt): glibc 2.36's newlocale leaks its copy of LOCPATH,
# which the tests of translations set to make a locale the machine lacks. The other leak outside
# the project, two objects of XCTest's runner, is avoided by starting the test bundle directly
# with Swift Testing alone (`swift test` also starts it for XCTest, and the project has no XCTest
# tests).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
BUILD=.build/asan

# Without the GTK targets (Package.swift reads FLOW_HEADLESS), and without the manifest cache, so
# that this manifest reaches no other build.
FLOW_HEADLESS=1 "$SWIFT" build --build-tests --sanitize=address --build-path "$BUILD" --manifest-cache none
# LOCPATH empty (unset, to glibc): TestLanguage then replaces it in place (see Tests/Support/TestLanguage.swift).
LOCPATH="" ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt" \
    "$BUILD/debug/FlowCoordinatorPackageTests.xctest" --testing-library swift-testing \
    --filter 'FlowCoordinatorTests|FlowCoordinatorTestingTests|FlowStorageTests|FlowLocaleTests|ShopFlowsTests' --quiet
