#!/usr/bin/env bash
# The several-instances test runs a real Redis: Debian's redis-server, installed when missing.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then exit 0; fi
echo "redis-server is missing: installing Debian's redis-server package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
command -v redis-server >/dev/null
