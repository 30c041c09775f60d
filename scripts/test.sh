#!/usr/bin/env bash
# `npm test`: the whole suite. Lint, types, the production build, then Vitest (api on a real PostgreSQL, web with
# msw, e2e in Chromium against the built app). Ends with the line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

fail_early() {
  echo "$1"
  echo "0 passed, 1 failed"
  exit 1
}

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Chromium from Debian's packages for the end-to-end tests..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || fail_early "Could not install Chromium with apt-get."
  else
    fail_early "Chromium is missing at $chromium: install it with 'sudo apt-get install -y chromium' (Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium binary."
  fi
fi

# each phase's wall time, printed at the end (the suite's budget is 15 minutes on a 2-core machine)
phases=""
phase() {
  local name="$1"
  shift
  local t0=$SECONDS
  "$@"
  local rc=$?
  phases="${phases}${name} $((SECONDS - t0)) s; "
  return $rc
}

phase lint npm run --silent lint || fail_early "Lint failed (npm run lint)."
phase types npm run --silent typecheck || fail_early "Type check failed (npm run typecheck)."
phase build eval 'npm run --silent build >/dev/null' || fail_early "Build failed (npm run build)."

report="$(mktemp -d)/vitest.json"
phase vitest npx vitest run --reporter=default --reporter=json --outputFile.json="$report"
status=$?
if [ -f "$report" ]; then
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    // where the time went: the projects run side by side, so a project figure is the sum of the times of its files
    const project = (f) => (f.name.includes("/scripts/e2e/") ? "e2e" : f.name.includes("/web/src/") ? "web" : "api");
    const files = r.testResults.map((f) => ({ project: project(f), name: f.name.replace(process.cwd() + "/", ""), s: (f.endTime - f.startTime) / 1000 }));
    const sums = {};
    for (const f of files) sums[f.project] = (sums[f.project] ?? 0) + f.s;
    console.log(`\nsuite: ${process.argv[2]}vitest files by project (sum of file times): ${Object.entries(sums).map(([p, s]) => `${p} ${Math.round(s)} s`).join(", ")}`);
    console.log("slowest files: " + files.sort((a, b) => b.s - a.s).slice(0, 20).map((f) => `${f.name} ${f.s.toFixed(1)} s`).join("; "));
    // a file that failed to load counts as a failure too
    const broken = r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    console.log(`${r.numPassedTests} passed, ${r.numFailedTests + broken} failed`);
  ' "$report" "$phases"
else
  echo "0 passed, 1 failed"
  status=1
fi
exit $status
