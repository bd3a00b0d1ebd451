#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
if [ -n "${CHROMIUM:-}" ] && [ -x "$CHROMIUM" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium >/dev/null
