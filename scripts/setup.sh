#!/usr/bin/env bash
# Installs what horn needs and a fresh Debian machine may lack: Z3's C library
# and header (the cgo binding links against Debian's libz3 4.8.12) and the z3
# binary (tests cross-check against it). Needs root or sudo for apt-get.
set -euo pipefail
need=()
[ -f /usr/include/z3.h ] || need+=(libz3-dev)
command -v z3 >/dev/null 2>&1 || need+=(z3)
command -v gcc >/dev/null 2>&1 || need+=(gcc)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${need[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
command -v go >/dev/null 2>&1 || { echo "setup: Go is missing: install Go 1.24 or newer" >&2; exit 1; }
