#!/bin/sh
# The app's, FlowCoordinator's and FlowGtk's translations (gettext). Three domains, each a folder
# with LINGUAS (the languages), POTFILES (the files with texts to translate), the template and one
# .po per language:
#   po/                  shop             the app: Sources/ShopApp, Sources/ShopFlows, the catalogue,
#                                         the .desktop file and the AppStream metainfo
#   po/flowcoordinator/  flowcoordinator  FlowCoordinator's own texts (the default labels of dialogs
#                                         and leave questions: OK, Cancel, Discard, Keep Editing; the
#                                         title Not Available): Sources/FlowCoordinator
#   po/flowgtk/          flowgtk          FlowGtk's and FlowGtkWidgets' own texts (Back, Close, the
#                                         navigation shortcuts, the keys of lists and menus):
#                                         Sources/FlowGtk, Sources/FlowGtkWidgets
#
#   scripts/translations.sh pot     remakes the templates from the sources and merges them into
#                                   every .po (msgmerge): run it after changing a text
#   scripts/translations.sh build   compiles the catalogues into .build/locale/LANG/LC_MESSAGES,
#                                   and the translated .desktop and metainfo into .build/share
#   scripts/translations.sh pseudo  compiles the pseudo-language `qps` (every text marked ⟦…⟧),
#                                   for the tests, into .build/locale/qps
#   scripts/translations.sh check   fails when a template is out of date, a file with texts is not
#                                   in POTFILES, or a .po is incomplete or fails `msgfmt --check`
set -eu
cd "$(dirname "$0")/.."
LOCALE_DIR=.build/locale
SHARE_DIR=.build/share
APP_ID=io.github.flowcoordinator.Shop

# domain folder → template on standard output
template() {
    domain=$1 folder=$2
    swift_pot=$(mktemp) extra_pot=$(mktemp)
    scripts/pot.py --domain "$domain" "$folder/POTFILES" > "$swift_pot"
    if [ "$domain" = shop ]; then
        xgettext --from-code=UTF-8 --omit-header --no-wrap -o "$extra_pot" \
            "Resources/$APP_ID.desktop" "Resources/$APP_ID.metainfo.xml"
        msgcat --use-first --no-wrap "$swift_pot" "$extra_pot"
    else
        msgcat --no-wrap "$swift_pot"
    fi
    rm -f "$swift_pot" "$extra_pot"
}

domains() {
    echo "shop po"
    echo "flowcoordinator po/flowcoordinator"
    echo "flowgtk po/flowgtk"
}

# A label takes the direction of each paragraph from its first letter: a translation written
# right to left whose paragraph starts with a word written left to right ("Shop …") shows as a
# line written left to right, its parts in the wrong order. Fails on each in FILE (a .po of a
# language written right to left); one that starts with a value is right, as the app marks such
# a text right to left.
right_to_left_check() {
    python3 - "$1" <<'PY'
import re, sys, unicodedata
path, status, text = sys.argv[1], 0, None
def check(text):
    global status
    if text is None or re.match(r"%(\d+\$)?[sd]", text):
        return
    for paragraph in text.split("\\n"):
        classes = [unicodedata.bidirectional(c) for c in paragraph]
        first = next((c for c in classes if c in ("L", "R", "AL")), None)
        if first == "L" and ("R" in classes or "AL" in classes):
            print(f"{path}: starts left to right, so it shows left to right: {paragraph}", file=sys.stderr)
            status = 1
for line in open(path, encoding="utf-8"):
    start = re.match(r'msgstr(\[\d+\])? "(.*)"$', line)
    more = re.match(r'"(.*)"$', line)
    if start:
        check(text)
        text = start.group(2)
    elif more and text is not None:
        text += more.group(1)
    else:
        check(text)
        text = None
check(text)
sys.exit(status)
PY
}

# Every Swift file under the folders `pattern` names that calls `localized(` outside a comment (a
# documentation comment's example is no text to translate) is in `folder`/POTFILES.
listed_files_check() {
    folder=$1 pattern=$2
    for file in $(grep -rlE --include='*.swift' '^([^/]|/[^/])*localized\(' $pattern); do
        grep -qx "$file" "$folder/POTFILES" || { echo "$file has texts to translate but is not in $folder/POTFILES" >&2; return 1; }
    done
}

case "${1:-}" in
pot)
    domains | while read -r domain folder; do
        template "$domain" "$folder" > "$folder/$domain.pot"
        for lang in $(grep -v '^#' "$folder/LINGUAS"); do
            [ -f "$folder/$lang.po" ] && msgmerge --quiet --update --backup=none --no-wrap "$folder/$lang.po" "$folder/$domain.pot"
        done
        echo "$folder/$domain.pot: $(grep -c '^msgid ' "$folder/$domain.pot") texts"
    done
    ;;
build)
    domains | while read -r domain folder; do
        for lang in $(grep -v '^#' "$folder/LINGUAS"); do
            mkdir -p "$LOCALE_DIR/$lang/LC_MESSAGES"
            msgfmt --check -o "$LOCALE_DIR/$lang/LC_MESSAGES/$domain.mo" "$folder/$lang.po"
        done
    done
    mkdir -p "$SHARE_DIR"
    msgfmt --desktop -d po --template "Resources/$APP_ID.desktop" -o "$SHARE_DIR/$APP_ID.desktop"
    msgfmt --xml -d po --template "Resources/$APP_ID.metainfo.xml" -o "$SHARE_DIR/$APP_ID.metainfo.xml"
    ;;
pseudo)
    # Every text wrapped in ⟦ ⟧ (each line of it), so a text on screen without them escaped
    # translation: msginit copies the English into an English catalogue, msgfilter marks it.
    # Placeholders stay, so values (a name, a price) show inside the marks.
    mkdir -p "$LOCALE_DIR/qps/LC_MESSAGES"
    domains | while read -r domain folder; do
        msginit --no-translator --no-wrap --locale=en_US.UTF-8 --input="$folder/$domain.pot" --output-file=- 2>/dev/null \
            | msgfilter --keep-header sed -e 's/^/⟦/' -e 's/$/⟧/' \
            | msgfmt --check-format -o "$LOCALE_DIR/qps/LC_MESSAGES/$domain.mo" -
    done
    ;;
check)
    status=0
    listed_files_check po "Sources/ShopApp Sources/ShopFlows" || status=1
    listed_files_check po/flowcoordinator "Sources/FlowCoordinator" || status=1
    listed_files_check po/flowgtk "Sources/FlowGtk Sources/FlowGtkWidgets" || status=1
    domains | while read -r domain folder; do
        fresh=$(mktemp)
        template "$domain" "$folder" > "$fresh"
        if [ "$(msgcomm --no-location --sort-output -u "$fresh" "$folder/$domain.pot" | grep -c '^msgid ')" != 0 ]; then
            echo "$folder/$domain.pot is out of date: run scripts/translations.sh pot (make pot)" >&2
            msgcomm --no-location -u "$fresh" "$folder/$domain.pot" | grep '^msgid ' | head -5 >&2
            rm -f "$fresh"; exit 1
        fi
        rm -f "$fresh"
        for lang in $(grep -v '^#' "$folder/LINGUAS"); do
            msgfmt --check --statistics -o /dev/null "$folder/$lang.po" 2>&1 | sed "s|^|$folder/$lang.po: |"
            missing=$(msgattrib --untranslated "$folder/$lang.po" | grep -c '^msgid ' || true)
            fuzzy=$(msgattrib --only-fuzzy "$folder/$lang.po" | grep -c '^msgid ' || true)
            case $lang in ar|fa|he|ur|yi) right_to_left_check "$folder/$lang.po" || exit 1 ;; esac
            if [ "$missing" != 0 ] || [ "$fuzzy" != 0 ]; then
                echo "$folder/$lang.po is incomplete: $missing untranslated, $fuzzy fuzzy (each count includes the header when any)" >&2
                exit 1
            fi
        done
    done
    exit $status
    ;;
*)
    echo "usage: $0 pot|build|pseudo|check" >&2
    exit 64
    ;;
esac
