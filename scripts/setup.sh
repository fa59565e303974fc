#!/usr/bin/env bash
# Installs what building and testing horn needs and the machine lacks, with
# its package manager (apt-get, dnf, yum, zypper, pacman, apk or brew):
#   - Z3's C library and header, 4.8.12 or newer, known to pkg-config (the
#     cgo binding takes its flags from z3.pc; see README, "Set-up");
#   - pkg-config and a C compiler (cgo);
#   - the z3 binary (tests cross-check answers against it);
#   - jq (tests run README's examples of --json piped through jq);
#   - 32-bit support for the C compiler (cc -m32; Debian's gcc-multilib), for
#     replaying C traces of ILP32 tasks.
# When everything is there it does nothing and needs no root; otherwise it
# uses sudo when not root (brew runs as the user). Go itself is not
# installed: the script says so if it is missing.
#
# The script needs nothing else of the repository, so it runs alone too:
#   scripts/setup.sh --deps-only         what building horn needs (not the
#                                        z3 binary, not Go): then
#                                        go install .../cmd/horn works
#   scripts/setup.sh --print-command PM  print the command that installs
#                                        them with PM (apt-get, dnf, yum,
#                                        zypper, pacman, apk, brew); exit
#
# With GOFLAGS containing -tags=z3nopkgconfig (the binding then links plain
# -lz3, paths from CGO_CFLAGS/CGO_LDFLAGS), Z3 need not be known to
# pkg-config; its header is then looked for in CGO_CFLAGS's -I folders and
# the usual prefixes.
set -euo pipefail

min_z3=4.8.12
say() { echo "setup: $*" >&2; }

deps_only=false
print_pm=""
while [ $# -gt 0 ]; do
  case "$1" in
    --deps-only) deps_only=true ;;
    --print-command)
      [ $# -ge 2 ] || { say "--print-command needs a package manager"; exit 2; }
      print_pm=$2
      shift ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0 ;;
    *) say "unknown argument $1 (want --deps-only, --print-command PM)"; exit 2 ;;
  esac
  shift
done

# The package manager: Homebrew on macOS, else the first one found.
pm=""
managers="apt-get dnf yum zypper pacman apk brew"
found_managers=$managers
[ "$(uname -s)" = Darwin ] && found_managers=brew
for p in $found_managers; do
  if command -v "$p" >/dev/null 2>&1; then
    pm=$p
    break
  fi
done

# pkgname WHAT: the package providing WHAT (lib, z3, cc, pkg-config) for pm.
pkgname() {
  case "$pm:$1" in
    apt-get:lib) echo libz3-dev ;;
    apt-get:cc) echo gcc ;;
    apt-get:pkg-config) echo pkg-config ;;
    dnf:lib | yum:lib | zypper:lib) echo z3-devel ;;
    dnf:pkg-config | yum:pkg-config) echo pkgconfig ;;
    zypper:pkg-config) echo pkg-config ;;
    pacman:lib) echo z3 ;;
    pacman:pkg-config | apk:pkg-config) echo pkgconf ;;
    apk:lib) echo z3-dev ;;
    apk:cc) echo "gcc musl-dev" ;;
    brew:lib) echo z3 ;;
    brew:pkg-config) echo pkgconf ;;
    brew:cc) echo "" ;; # Xcode's command line tools, see below
    *:z3) echo z3 ;;
    *:jq) echo jq ;;
    *:cc) echo gcc ;;
  esac
}

# install_command PKG...: the command that installs PKG... with pm.
install_command() {
  case "$pm" in
    apt-get) echo "sudo apt-get install -y $*" ;;
    dnf | yum) echo "sudo $pm install -y $*" ;;
    zypper) echo "sudo zypper --non-interactive install $*" ;;
    pacman) echo "sudo pacman -S --needed --noconfirm $*" ;;
    apk) echo "sudo apk add $*" ;;
    brew) echo "brew install $*" ;;
  esac
}

# --print-command PM: the build dependencies' install command for PM,
# whatever this machine has.
if [ -n "$print_pm" ]; then
  case " $managers " in *" $print_pm "*) ;; *)
    say "unknown package manager $print_pm (want one of: apt-get dnf yum zypper pacman apk brew)"
    exit 2 ;;
  esac
  pm=$print_pm
  pkgs=""
  for w in lib pkg-config cc; do
    p=$(pkgname "$w")
    [ -n "$p" ] && pkgs="$pkgs $p"
  done
  # Deduplicated, in order.
  install_command $(printf '%s\n' $pkgs | awk '!seen[$0]++')
  exit 0
fi

plain=false
case "${GOFLAGS:-}" in *z3nopkgconfig*) plain=true ;; esac

# z3_header: the z3.h the compiler will find, if any.
z3_header() {
  local d
  for d in $(printf '%s\n' ${CGO_CFLAGS:-} ${CGO_CPPFLAGS:-} | sed -n 's/^-I//p') \
    /usr/include /usr/local/include /opt/homebrew/include /opt/local/include; do
    if [ -f "$d/z3.h" ]; then
      echo "$d/z3.h"
      return
    fi
  done
}

# z3_version: the installed library's version, from pkg-config or from
# z3_version.h beside the header; empty if unknown.
z3_version() {
  if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists z3 2>/dev/null; then
    pkg-config --modversion z3
    return
  fi
  local h
  h=$(z3_header)
  [ -n "$h" ] && [ -f "$(dirname "$h")/z3_version.h" ] || return 0
  awk '/define Z3_(MAJOR_VERSION|MINOR_VERSION|BUILD_NUMBER)[ \t]/ { v = v (v == "" ? "" : ".") $3 } END { print v }' \
    "$(dirname "$h")/z3_version.h"
}

have_lib() {
  if $plain; then
    [ -n "$(z3_header)" ]
  else
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists z3 2>/dev/null
  fi
}

need=()
missing=()
add() { # add WHAT: queue WHAT's package
  missing+=("$1")
  local p
  p=$(pkgname "$1")
  [ -n "$p" ] && need+=($p)
  return 0
}
$plain || command -v pkg-config >/dev/null 2>&1 || add pkg-config
have_lib || add lib
$deps_only || command -v z3 >/dev/null 2>&1 || add z3
$deps_only || command -v jq >/dev/null 2>&1 || add jq
command -v "${CC:-cc}" >/dev/null 2>&1 || command -v gcc >/dev/null 2>&1 || command -v clang >/dev/null 2>&1 || add cc

if [ ${#missing[@]} -gt 0 ]; then
  if [ -z "$pm" ]; then
    say "missing: ${missing[*]} (Z3 $min_z3 or newer with its header and z3.pc, pkg-config, a C compiler, the z3 binary, jq); no known package manager found: install them, then run this again"
    exit 1
  fi
  if [ "$pm" = brew ] && printf '%s\n' "${missing[@]}" | grep -qx cc; then
    say "no C compiler: run xcode-select --install"
    exit 1
  fi
  # Deduplicate (pacman's z3 is both the library and the binary).
  need=($(printf '%s\n' "${need[@]}" | awk '!seen[$0]++'))
  sudo=""
  if [ "$pm" != brew ] && [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || {
      say "missing: ${need[*]}; not root and no sudo: install them with $pm as root"
      exit 1
    }
    sudo=sudo
  fi
  say "installing ${need[*]} with $pm"
  case "$pm" in
    apt-get)
      $sudo apt-get update -qq
      $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null ;;
    dnf | yum) $sudo "$pm" install -y -q "${need[@]}" ;;
    zypper) $sudo zypper --non-interactive install "${need[@]}" ;;
    pacman) $sudo pacman -S --needed --noconfirm "${need[@]}" ;;
    apk) $sudo apk add --no-cache "${need[@]}" ;;
    brew) brew install "${need[@]}" ;;
  esac
  if ! have_lib; then
    if $plain; then
      say "Z3's header z3.h is still not found: put its folder in CGO_CFLAGS (-I...) and the library's in CGO_LDFLAGS (-L...)"
    else
      say "pkg-config still does not know z3 (no z3.pc from $pm's package): set PKG_CONFIG_PATH to the folder of z3.pc, or build with GOFLAGS=-tags=z3nopkgconfig (and CGO_CFLAGS/CGO_LDFLAGS for a custom prefix)"
    fi
    exit 1
  fi
fi

# Z3 must be 4.8.12 or newer: the binding uses 4.8.12's C API.
v=$(z3_version)
if [ -z "$v" ]; then
  say "warning: could not tell the version of the installed Z3 (need $min_z3 or newer)"
elif [ "$(printf '%s\n%s\n' "$min_z3" "$v" | sort -V | head -n 1)" != "$min_z3" ]; then
  say "Z3 $v is too old: horn needs Z3 $min_z3 or newer (its C API); install a newer one (e.g. from https://github.com/Z3Prover/z3/releases) and point PKG_CONFIG_PATH at its z3.pc"
  exit 1
fi

$deps_only && exit 0

# C replay: a buggy verdict on an ILP32 C task is checked by compiling the
# program with `cc -m32`, so the compiler must build and run 32-bit
# programs (Debian: gcc-multilib). Without it such verdicts are unknown.
m32_works() {
  local d rc
  d=$(mktemp -d)
  printf 'int main(void) { return sizeof(long) != 4; }\n' >"$d/m32.c"
  rc=0
  { "${CC:-cc}" -m32 "$d/m32.c" -o "$d/m32" && "$d/m32"; } >/dev/null 2>&1 || rc=1
  rm -rf "$d"
  return $rc
}
if command -v "${CC:-cc}" >/dev/null 2>&1 && ! m32_works; then
  case "$pm" in
    apt-get) m32pkg="gcc-multilib" ;;
    dnf | yum) m32pkg="glibc-devel.i686 libgcc.i686" ;;
    zypper) m32pkg="gcc-32bit glibc-devel-32bit" ;;
    pacman) m32pkg="lib32-glibc lib32-gcc-libs" ;;
    *) m32pkg="" ;;
  esac
  if [ -z "$m32pkg" ]; then
    say "warning: ${CC:-cc} -m32 does not build 32-bit programs and no package for it is known here: ILP32 C traces cannot be replayed (buggy verdicts become unknown)"
  else
    m32sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then m32sudo=sudo; fi
    say "installing $m32pkg with $pm (32-bit C programs, for replaying ILP32 traces)"
    case "$pm" in
      apt-get)
        $m32sudo apt-get update -qq
        $m32sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $m32pkg >/dev/null ;;
      dnf | yum) $m32sudo "$pm" install -y -q $m32pkg ;;
      zypper) $m32sudo zypper --non-interactive install $m32pkg ;;
      pacman) $m32sudo pacman -S --needed --noconfirm $m32pkg ;;
    esac
    m32_works || {
      say "${CC:-cc} -m32 still cannot build and run a 32-bit program after installing $m32pkg"
      exit 1
    }
  fi
fi

# cvc5 (optional): the CHC-COMP model track's check runs models through
# z3 and cvc5 (cmd/horn's TestModelTrack*, scripts/chccomp-model-check);
# without cvc5 those tests check with z3 only and say so. Never fatal.
if ! command -v cvc5 >/dev/null 2>&1; then
  case "$pm" in
    apt-get | dnf | pacman) cvc5pkg=cvc5 ;;
    *) cvc5pkg="" ;;
  esac
  cvc5sudo=""
  if [ "$pm" != brew ] && [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then cvc5sudo=sudo; fi
  if [ -n "$cvc5pkg" ]; then
    say "installing cvc5 with $pm (optional: model-track checks)"
    case "$pm" in
      apt-get) $cvc5sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq cvc5 >/dev/null ;;
      dnf) $cvc5sudo dnf install -y -q cvc5 ;;
      pacman) $cvc5sudo pacman -S --needed --noconfirm cvc5 ;;
    esac || say "warning: cvc5 could not be installed; model-track tests will check with z3 only"
  else
    say "note: cvc5 is not installed and no package for it is known here (https://github.com/cvc5/cvc5/releases); model-track tests will check with z3 only"
  fi
fi

command -v go >/dev/null 2>&1 || {
  say "Go is missing: install Go 1.24 or newer (https://go.dev/dl/)"
  exit 1
}
exit 0
