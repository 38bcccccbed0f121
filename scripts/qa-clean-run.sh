#!/usr/bin/env bash
# The QA proof of issue 18: a clean clone of main, `npm ci && npm test` as CI runs it
# (.ci/run's TEST_DATABASE_URL), optionally with a CPU hog on both cores, timed.
#
#   scripts/qa-clean-run.sh [--hog] [--runs N] [--repo PATH] [--out DIR]
#
# Each run clones PATH's main into a fresh temporary folder, times `npm ci`, the checks
# (typecheck and lint side by side), the unit projects and e2e, and writes DIR/run-<n>/ (the console log, the JUnit
# files of reports/) plus one summary line per run to DIR/summary.md: total and per-project
# times, the result, and the slowest ten test files (from the JUnit files). --hog runs
# stress-ng --cpu 2 when installed (apt-get install stress-ng), else a busy loop per core,
# for the whole run.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && git rev-parse --show-toplevel)"
runs=1
hog=false
out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --hog) hog=true ;;
    --runs) runs="$2"; shift ;;
    --repo) repo="$2"; shift ;;
    --out) out="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
out="${out:-$(mktemp -d /tmp/crb-qa-XXXX)}"
mkdir -p "$out"
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export CI=true

# The browser journeys need Debian's Chromium, as in .ci/run (a new machine may not have it).
if [ ! -x /usr/bin/chromium ]; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
    || echo "warning: chromium could not be installed" >&2
fi

hog_pids=()
start_hog() {
  if command -v stress-ng >/dev/null 2>&1; then
    stress-ng --cpu 2 --quiet & hog_pids+=($!)
  else
    for _ in 1 2; do (while :; do :; done) & hog_pids+=($!); done
  fi
}
stop_hog() {
  for pid in "${hog_pids[@]:-}"; do [ -n "$pid" ] && kill "$pid" 2>/dev/null || true; done
  hog_pids=()
}
trap stop_hog EXIT

# Seconds a step takes; its output goes to the run's log.
step() {
  local name="$1"; shift
  local started=$SECONDS
  if "$@" >>"$log" 2>&1; then status=ok; else status=FAILED; fi
  echo "$name $((SECONDS - started)) $status" >>"$times"
  [ "$status" = ok ]
}

if [ ! -f "$out/summary.md" ]; then
  echo "| run | hog | result | total | npm ci | typecheck + lint | unit | e2e | per project (sum of file times) | slowest ten files |" >"$out/summary.md"
  echo "|---|---|---|---|---|---|---|---|---|---|---|" >>"$out/summary.md"
fi

for n in $(seq 1 "$runs"); do
  dir="$out/run-$(date +%H%M%S)-$n"
  mkdir -p "$dir"
  log="$dir/console.log"
  times="$dir/times.txt"
  clone="$(mktemp -d /tmp/crb-qa-clone-XXXX)"
  git clone --quiet --branch main "$repo" "$clone"
  $hog && start_hog
  started=$SECONDS
  result=passed
  (
    cd "$clone"
    step "npm-ci" npm ci --no-audit --no-fund &&
      step checks npm run checks &&
      step unit npm run test:unit &&
      step e2e npm run test:e2e
  ) || result=failed
  total=$((SECONDS - started))
  stop_hog
  cp -r "$clone/reports" "$dir/" 2>/dev/null || true
  t() { awk -v s="$1" '$1 == s { print $2 " s" ($3 == "ok" ? "" : " FAILED") }' "$times"; }
  { read -r per_project; read -r slowest; } < <(node "$clone/scripts/junit-summary.mjs" "$dir/reports" --markdown; echo; echo)
  echo "| $(basename "$dir") | $hog | $result | ${total} s | $(t npm-ci) | $(t checks) | $(t unit) | $(t e2e) | $per_project | $slowest |" >>"$out/summary.md"
  rm -rf "$clone"
  tail -1 "$out/summary.md"
done
echo "summary: $out/summary.md"
