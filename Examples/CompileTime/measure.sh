#!/usr/bin/env bash
# Type-checks the generated screens against the debug-built VML module and prints, per form and
# row count, the sum of the times -warn-long-function-bodies reports (ms) and the wall time.
#
#   Examples/CompileTime/measure.sh                 # composed and monolithic, 60 120 240 480 rows
#   Examples/CompileTime/measure.sh composed 240    # one form, some counts
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/Examples/CompileTime"
forms="${1:-composed monolithic}"
shift || true
counts="${*:-60 120 240 480}"
(cd "$root" && swift build --target VML >/dev/null)
modules="$root/.build/debug/Modules"
[ -d "$modules" ] || modules="$root/.build/debug"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for form in $forms; do
    for n in $counts; do
        file="$work/${form}${n}.swift"
        python3 "$here/generate.py" "$form" "$n" >"$file"
        start=$(date +%s.%N)
        log=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" \
            -Xfrontend -warn-long-function-bodies=1 2>&1 || true)
        end=$(date +%s.%N)
        if echo "$log" | grep -q "error:"; then
            echo "$log" | grep "error:" | head -5
        fi
        total=$(echo "$log" | grep -E "^/" | grep -oE "took [0-9]+ms to type-check" | grep -oE "[0-9]+" | awk '{s+=$1} END {print s+0}')
        slowest=$(echo "$log" | grep -E "^/" | grep -oE "took [0-9]+ms to type-check" | grep -oE "[0-9]+" | sort -n | tail -1)
        printf "%-11s %4s rows: bodies %6s ms (slowest %s ms), swiftc wall %.2f s\n" \
            "$form" "$n" "$total" "${slowest:-0}" "$(echo "$end - $start" | bc)"
    done
done
