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

# a web test that fails prints the page it saw: enough of it to get past the header (the default 7,000 characters end
# inside the top bar, and a failure seen once in CI could not be read)
export DEBUG_PRINT_LIMIT="${DEBUG_PRINT_LIMIT:-30000}"

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

# the type check (one core) beside lint and the build (the other)
types_out="$(mktemp)"
t0=$SECONDS
npm run --silent typecheck >"$types_out" 2>&1 &
types_pid=$!
phase lint npm run --silent lint || fail_early "Lint failed (npm run lint)."
phase build eval 'npm run --silent build >/dev/null' || fail_early "Build failed (npm run build)."
wait $types_pid
types_rc=$?
cat "$types_out"
phases="${phases}types (beside lint and build) $((SECONDS - t0)) s; "
[ $types_rc -eq 0 ] || fail_early "Type check failed (npm run typecheck)."

# Two Vitest runs, one after the other. api and web first, one file per core (Vitest's default is one worker fewer than
# the cores: one, here; and in a single run with e2e, every project also took the e2e project's one worker, so the
# suite ran one file at a time on a 2-core machine). Then e2e alone, two files at a time (each file its own server and database). Each run writes its JSON report; the figures below add them up.
reports="$(mktemp -d)"
phase vitest-api-web npx vitest run --project api --project web --maxWorkers=2 --reporter=default --reporter=json --outputFile.json="$reports/unit.json"
status=$?
phase vitest-e2e npx vitest run --project e2e --maxWorkers=2 --reporter=default --reporter=json --outputFile.json="$reports/e2e.json"
status=$(( status || $? ))
if [ -f "$reports/unit.json" ] && [ -f "$reports/e2e.json" ]; then
  node -e '
    const fs = require("fs");
    const runs = process.argv.slice(1, 3).map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
    const results = runs.flatMap((r) => r.testResults);
    // where the time went: a project figure is the sum of the times of its files
    const project = (f) => (f.name.includes("/scripts/e2e/") ? "e2e" : f.name.includes("/web/src/") ? "web" : "api");
    const files = results.map((f) => ({ project: project(f), name: f.name.replace(process.cwd() + "/", ""), s: (f.endTime - f.startTime) / 1000 }));
    const sums = {};
    for (const f of files) sums[f.project] = (sums[f.project] ?? 0) + f.s;
    console.log(`\nsuite: ${process.argv[3]}vitest files by project (sum of file times): ${Object.entries(sums).map(([p, s]) => `${p} ${Math.round(s)} s`).join(", ")}`);
    console.log("slowest files: " + files.sort((a, b) => b.s - a.s).slice(0, 20).map((f) => `${f.name} ${f.s.toFixed(1)} s`).join("; "));
    // the failures by name, last (a log read from its end shows them): file, test, the first line of the error
    for (const f of results) {
      const name = f.name.replace(process.cwd() + "/", "");
      if (f.status === "failed" && f.assertionResults.length === 0) console.log(`FAILED ${name}: ${String(f.message ?? "").split("\n")[0].slice(0, 300)}`);
      for (const a of f.assertionResults.filter((x) => x.status === "failed")) {
        console.log(`FAILED ${name} > ${a.fullName}: ${String(a.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300)}`);
      }
    }
    // a file that failed to load counts as a failure too
    const broken = results.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    const passed = runs.reduce((n, r) => n + r.numPassedTests, 0);
    const failed = runs.reduce((n, r) => n + r.numFailedTests, 0) + broken;
    console.log(`${passed} passed, ${failed} failed`);
  ' "$reports/unit.json" "$reports/e2e.json" "$phases"
else
  echo "0 passed, 1 failed"
  status=1
fi
exit $status
