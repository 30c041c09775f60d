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

npm run --silent lint || fail_early "Lint failed (npm run lint)."
npm run --silent typecheck || fail_early "Type check failed (npm run typecheck)."
npm run --silent build >/dev/null || fail_early "Build failed (npm run build)."

report="$(mktemp -d)/vitest.json"
npx vitest run --reporter=default --reporter=json --outputFile.json="$report"
status=$?
if [ -f "$report" ]; then
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    // a file that failed to load counts as a failure too
    const broken = r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    console.log(`${r.numPassedTests} passed, ${r.numFailedTests + broken} failed`);
  ' "$report"
else
  echo "0 passed, 1 failed"
  status=1
fi
exit $status
