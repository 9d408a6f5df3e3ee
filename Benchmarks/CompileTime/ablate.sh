#!/usr/bin/env bash
# Where the DSL's type-checking time goes against the no-builder floor: the composed screen of
# `generate.py` (default 60 rows) and its floor, each whole, without the rows' if/else (one `Text`
# instead), without the modifiers of the rows' Image and Text, and without both. Prints the sum of
# the function-body times of -debug-time-function-bodies (every body, however short), the minimum
# of RUNS runs (default 3), for each.
#
#   Benchmarks/CompileTime/ablate.sh          # 60 rows
#   RUNS=5 Benchmarks/CompileTime/ablate.sh 120
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/Benchmarks/CompileTime"
rows="${1:-60}"
runs="${RUNS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$root" && swift build --target VML >/dev/null)
modules="$root/.build/debug/Modules"
[ -d "$modules" ] || modules="$root/.build/debug"
python3 "$here/generate.py" floor-prelude existential >"$work/VMLFloor.swift"
(cd "$work" && swiftc -emit-module -parse-as-library -swift-version 6 -module-name VMLFloor \
    -emit-module-path VMLFloor.swiftmodule VMLFloor.swift)
python3 "$here/generate.py" composed "$rows" >"$work/dsl-whole.swift"
python3 "$here/generate.py" composed-floor "$rows" arrays >"$work/floor-whole.swift"
python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
dsl = open(f"{work}/dsl-whole.swift").read()
floor = open(f"{work}/floor-whole.swift").read()
dsl_if = re.compile(r'if flag \{\n\s*VmlText\("On"\)\n\s*\} else \{\n\s*VmlText\("Off"\)\n\s*\}')
floor_if = re.compile(r'let choice: Node\n\s*if flag \{\n\s*choice = VmlText\("On"\)\n\s*\} else \{\n\s*choice = VmlText\("Off"\)\n\s*\}')
dsl_mods = re.compile(r'^( *(?:let \w+ = )?Vml(?:Image\(systemName: "[^"]*"\)|Text\("Row \d+"\)))\..*$', re.M)
def write(name, text):
    open(f"{work}/{name}.swift", "w").write(text)
write("dsl-no-if", dsl_if.sub('VmlText("On")', dsl))
write("floor-no-if", floor_if.sub('let choice = VmlText("On")', floor))
write("dsl-no-modifiers", dsl_mods.sub(r"\1", dsl))
write("floor-no-modifiers", dsl_mods.sub(r"\1", floor))
write("dsl-neither", dsl_mods.sub(r"\1", dsl_if.sub('VmlText("On")', dsl)))
write("floor-neither", dsl_mods.sub(r"\1", floor_if.sub('let choice = VmlText("On")', floor)))
PY
time_of() {
    local best=""
    for ((run = 1; run <= runs; run++)); do
        local t
        t=$(swiftc -typecheck -swift-version 6 -I "$2" "$1" -Xfrontend -debug-time-function-bodies 2>&1 |
            grep -oE '^[0-9.]+ms' | tr -d ms | awk '{ s += $1 } END { printf "%.1f", s }')
        if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best="$t"; fi
    done
    echo "$best"
}
echo "| $rows rows, composed | DSL (ms) | floor (ms) |"
echo "| --- | --- | --- |"
for variant in whole no-if no-modifiers neither; do
    echo "| $variant | $(time_of "$work/dsl-$variant.swift" "$modules") | $(time_of "$work/floor-$variant.swift" "$work") |"
done
