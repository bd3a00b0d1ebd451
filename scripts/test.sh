#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest: static checks, unit tests, then a
# production build exercised end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ]; then npm install --no-audit --no-fund; fi
bash scripts/ensure-chromium.sh
bash scripts/ensure-redis.sh

echo "== lint"
npx eslint . --max-warnings=0
npx prettier --check . --log-level=warn
echo "== typecheck"
npx tsc --noEmit
echo "== unit and component tests"
npx vitest run
echo "== production build"
npx next build
echo "== end-to-end tests"
npx playwright test
echo "== the server refuses a malformed environment"
node scripts/start-test.mjs
echo "== two instances on one Redis"
node scripts/instances-test.mjs
