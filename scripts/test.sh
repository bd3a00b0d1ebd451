#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: static checks, unit tests, then a
# production build exercised end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ]; then npm install --no-audit --no-fund; fi
bash scripts/ensure-chromium.sh
bash scripts/ensure-redis.sh

# The static checks run side by side: each keeps mostly to one core, so together they take about
# as long as the slowest alone. Each one's output is shown whole, in order, once all have ended.
echo "== lint, format and typecheck"
checks=$(mktemp -d)
npx eslint . --max-warnings=0 >"$checks/1-eslint" 2>&1 & eslint=$!
npx prettier --check . --log-level=warn >"$checks/2-prettier" 2>&1 & prettier=$!
npx tsc --noEmit >"$checks/3-tsc" 2>&1 & tsc=$!
failed=0
wait "$eslint" || failed=1
wait "$prettier" || failed=1
wait "$tsc" || failed=1
for output in "$checks"/*; do
  if [ -s "$output" ]; then echo "-- ${output##*/[0-9]-}"; cat "$output"; fi
done
rm -rf "$checks"
if [ "$failed" -ne 0 ]; then echo "lint, format or typecheck failed"; exit 1; fi
echo "== unit and component tests"
npx vitest run
echo "== production build"
# The end-to-end tests meet dated content as of one fixed moment: the build renders its pages at
# it, and the test server answers at it (playwright.config.ts).
SITE_CLOCK=$(node -p "require('./e2e/site-clock.json').moment")
export SITE_CLOCK
npx next build
echo "== end-to-end tests"
npx playwright test
echo "== the server refuses a malformed environment"
node scripts/start-test.mjs
echo "== two instances on one Redis"
node scripts/instances-test.mjs
