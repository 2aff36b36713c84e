#!/usr/bin/env bash
# Installs what the tests need and runs them all: lint (with the layout's dependency rule), the
# check for unused files, exports and dependencies (knip), unit tests (the data layer on SQLite
# and on a throw-away PostgreSQL), a production build, and the end-to-end tests in Chromium
# against the built server.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

npm install --no-audit --no-fund
# Debian packages the tests need: Chromium's headless shell for the browser tests (see
# playwright.config.ts), nginx for the tests of the example proxy configuration, PostgreSQL for
# the tests of the second database engine.
missing=()
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
# PostgreSQL: the data-layer tests run on it as well as on SQLite (a throw-away cluster below).
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  as_root=(); [ "$(id -u)" = "0" ] || as_root=(sudo)
  "${as_root[@]}" apt-get update -qq && "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# A throw-away PostgreSQL cluster (temporary folder, free port) for the tests that need one;
# stopped and removed however the run ends. Under CI=true those tests fail without it.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  eval "$(bash scripts/test-postgres.sh start)"
  trap 'bash scripts/test-postgres.sh stop "$TEST_POSTGRES_DIR"' EXIT
fi
export TEST_DATABASE_URL

npm run lint
# The operator scripts stay TypeScript that Node strips as it is (the container has no loader).
npx tsc -p tsconfig.operator.json
# No unused file, export or dependency.
npm run unused
npx vitest run

# The build bakes canonical hosts into the prerendered pages; it must see the e2e values.
eval "$(node -e '
for (const [k, v] of Object.entries(require("./tests/e2e/server-env.json"))) console.log(`export ${k}=${JSON.stringify(v)}`);')"
# The test server's port: E2E_PORT when set (stops here when it is taken), else a free one.
# Canonical URLs of local sites carry it, so the build sees it as PUBLIC_PORT.
E2E_PORT="$(node scripts/e2e-port.mjs)"
export E2E_PORT PUBLIC_PORT="$E2E_PORT"
echo "End-to-end tests on port $E2E_PORT"
npm run build
# Every run starts from the seeded data: the editors' specs count the versions they publish, and a
# second run on the same checkout found the first run's versions too.
rm -rf "$DATA_DIR"
npx playwright test "$@"
