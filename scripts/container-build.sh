#!/usr/bin/env bash
# Builds the repository's Dockerfile (horn on Debian with the distribution's
# Z3; its build runs `horn version`) with the first container builder that
# works: docker, podman or buildah. When none works, or a base image of the
# Dockerfile is neither present nor pullable (a machine without a registry),
# it prints why and exits 0: the step is skipped, not failed. A build that
# starts and fails exits non-zero.
#   scripts/container-build.sh [TAG]     (default tag: horn:ci)
set -euo pipefail
cd "$(dirname "$0")/.."
tag=${1:-horn:ci}
say() { echo "container-build: $*"; }

# bounded CMD...: CMD under a 5-minute limit where timeout(1) exists (a
# pull through an unreachable registry can hang).
bounded() {
  if command -v timeout >/dev/null 2>&1; then timeout 300 "$@"; else "$@"; fi
}

builder=""
for b in docker podman buildah; do
  command -v "$b" >/dev/null 2>&1 || continue
  if bounded "$b" info >/dev/null 2>&1; then
    builder=$b
    break
  fi
  say "$b is installed but does not work here ($b info failed)"
done
if [ -z "$builder" ]; then
  say "skipped: no working container builder (docker, podman or buildah)"
  exit 0
fi

# have IMAGE: the image is present locally, or could be pulled.
have() {
  case "$builder" in
    docker) docker image inspect "$1" >/dev/null 2>&1 || bounded docker pull -q "$1" >/dev/null 2>&1 ;;
    podman) podman image exists "$1" || bounded podman pull -q "$1" >/dev/null 2>&1 ;;
    buildah) buildah inspect --type image "$1" >/dev/null 2>&1 || bounded buildah pull -q "$1" >/dev/null 2>&1 ;;
  esac
}
# The base images are the defaults of the Dockerfile's ARG ..._IMAGE=.
for image in $(sed -n 's/^ARG [A-Z_]*_IMAGE=//p' Dockerfile); do
  if ! have "$image"; then
    say "skipped: base image $image is not present and cannot be pulled with $builder"
    exit 0
  fi
done

version=$(git describe --always --dirty 2>/dev/null || echo dev)
say "building $tag with $builder (version $version)"
case "$builder" in
  buildah) buildah bud --build-arg "VERSION=$version" -t "$tag" . ;;
  *) "$builder" build --build-arg "VERSION=$version" -t "$tag" . ;;
esac
say "built $tag"
