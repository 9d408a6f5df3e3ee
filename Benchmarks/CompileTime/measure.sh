#!/usr/bin/env bash
# Type-checks the generated screens and prints, per form and row count, the sum of the times
# -warn-long-function-bodies reports (ms), the type checker's solver scope count
# (Sema.NumConstraintScopes, from -stats-output-dir) and the wall time. The DSL forms are checked
# against the debug-built VML module, the floor forms (the same screens as plain nested closures,
# no result builder; see generate.py) against a module VMLFloor built from `generate.py floor-prelude`.
#
#   Benchmarks/CompileTime/measure.sh                 # composed and monolithic, 60 120 240 480 rows
#   Benchmarks/CompileTime/measure.sh composed 240    # one form, some counts
#   Benchmarks/CompileTime/measure.sh "composed composed-floor" 60 120   # several forms (spaces or commas)
#   Benchmarks/CompileTime/measure.sh compare         # DSL and floor: composed 60 120 240 480, monolithic 60 120 240
#   Benchmarks/CompileTime/measure.sh compare 240     # DSL and floor, composed and monolithic, these counts
#   RUNS=3 Benchmarks/CompileTime/measure.sh compare  # each screen type-checked 3 times; the minimum time is shown
#   FLOOR_NUMBERS=double Benchmarks/CompileTime/measure.sh compare   # floor with Double/Bool parameters
#   FLOOR_BLOCKS=statements Benchmarks/CompileTime/measure.sh compare # floor stacks as `let`s + `return [...]`
#
# Forms: composed, monolithic, composed-floor, monolithic-floor. When a form and its floor are both
# measured at a count, a closing table gives DSL/floor for the time (minimum over the runs) and for
# the scope count. The scope count does not depend on machine load (a run whose count differs from
# the first is flagged); the times do, so compare minimums of several runs. FLOOR_NUMBERS is
# `existential` (default: number and boolean parameters are existentials like the DSL's
# `any VmlNumberArgument`) or `double`. FLOOR_BLOCKS is `arrays` (default: a stack's closure is
# `return [ … ]`) or `statements` (one `let` per row or section, then `return [ … ]`, as the builder
# transform lowers a block); see generate.py.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/Benchmarks/CompileTime"
forms="${1:-composed monolithic}"
shift || true
runs="${RUNS:-1}"
floor_numbers="${FLOOR_NUMBERS:-existential}"
floor_blocks="${FLOOR_BLOCKS:-arrays}"
case "$floor_numbers/$floor_blocks" in
existential/arrays | existential/statements | double/arrays | double/statements) ;;
*) echo "FLOOR_NUMBERS is existential or double, FLOOR_BLOCKS arrays or statements" >&2 && exit 2 ;;
esac
if [ "$forms" = compare ]; then
    if [ $# -gt 0 ]; then
        plan=""
        for form in composed composed-floor monolithic monolithic-floor; do plan+="$form:$(echo "$*" | tr ' ' ,) "; done
    else
        plan="composed:60,120,240,480 composed-floor:60,120,240,480 monolithic:60,120,240 monolithic-floor:60,120,240"
    fi
else
    counts="$(echo "${*:-60 120 240 480}" | tr ' ' ,)"
    plan=""
    for form in ${forms//,/ }; do plan+="$form:$counts "; done
fi
for entry in $plan; do
    case "${entry%%:*}" in
    composed | monolithic | composed-floor | monolithic-floor) ;;
    *) echo "unknown form: ${entry%%:*} (composed, monolithic, composed-floor, monolithic-floor, compare)" >&2 && exit 2 ;;
    esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$root" && swift build --target VML >/dev/null)
modules="$root/.build/debug/Modules"
[ -d "$modules" ] || modules="$root/.build/debug"
if [[ "$plan" == *-floor:* ]]; then
    mkdir "$work/floor"
    python3 "$here/generate.py" floor-prelude "$floor_numbers" >"$work/floor/VMLFloor.swift"
    (cd "$work/floor" && swiftc -emit-module -parse-as-library -swift-version 6 -module-name VMLFloor \
        -emit-module-path VMLFloor.swiftmodule VMLFloor.swift)
fi
results="$work/results"
: >"$results"
for entry in $plan; do
    form="${entry%%:*}"
    include="$modules" style=""
    [[ "$form" == *-floor ]] && include="$work/floor" style="$floor_blocks"
    entry_counts="${entry#*:}"
    for n in ${entry_counts//,/ }; do
        file="$work/${form}${n}.swift"
        python3 "$here/generate.py" "$form" "$n" $style >"$file"
        best="" times="" scopes="" slowest="" wall="" note=""
        for ((run = 1; run <= runs; run++)); do
            stats="$work/stats-$form-$n-$run"
            mkdir "$stats"
            start=$(date +%s.%N)
            log=$(swiftc -typecheck -swift-version 6 -I "$include" "$file" \
                -Xfrontend -warn-long-function-bodies=1 -stats-output-dir "$stats" 2>&1 || true)
            end=$(date +%s.%N)
            if echo "$log" | grep -q "error:"; then
                echo "$log" | grep "error:" | head -5
            fi
            bodies=$(echo "$log" | grep -E "^/" | grep -oE "took [0-9]+ms to type-check" | grep -oE "[0-9]+")
            total=$(echo "$bodies" | awk '{s+=$1} END {print s+0}')
            count=$(python3 -c 'import glob, json, sys
print(sum(json.load(open(f)).get("Sema.NumConstraintScopes", 0) for f in glob.glob(sys.argv[1] + "/*.json")))' "$stats")
            times+="${times:+ }$total"
            if [ -z "$scopes" ]; then scopes="$count"; elif [ "$count" != "$scopes" ]; then note=" (run $run: $count scopes)"; fi
            if [ -z "$best" ] || [ "$total" -lt "$best" ]; then
                best="$total"
                slowest=$(echo "$bodies" | sort -n | tail -1)
                wall=$(echo "$end - $start" | bc)
            fi
        done
        runs_text=""
        [ "$runs" -gt 1 ] && runs_text=" (min of $runs: $times)"
        printf "%-16s %4s rows: bodies %6s ms%s (slowest %s ms), scopes %7s%s, swiftc wall %.2f s\n" \
            "$form" "$n" "$best" "$runs_text" "${slowest:-0}" "$scopes" "$note" "$wall"
        echo "$form $n $best $scopes" >>"$results"
    done
done
ratios=$(awk '{ time[$1 " " $2] = $3; scopes[$1 " " $2] = $4; order[++k] = $1 " " $2 }
    END {
        for (i = 1; i <= k; i++) {
            split(order[i], key, " ")
            if (key[1] ~ /-floor$/) continue
            floor = key[1] "-floor " key[2]
            if (!(floor in time)) continue
            t = time[floor] > 0 ? sprintf("%.2fx", time[order[i]] / time[floor]) : "-"
            printf "%-16s %4s rows: time %6s / %6s ms = %6s   scopes %7s / %7s = %.2fx\n", key[1], key[2],
                time[order[i]], time[floor], t, scopes[order[i]], scopes[floor], scopes[order[i]] / scopes[floor]
        }
    }' "$results")
if [ -n "$ratios" ]; then
    echo "DSL/floor (floor numbers: $floor_numbers, blocks: $floor_blocks)"
    echo "$ratios"
fi
