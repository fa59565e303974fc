# horn in a container: built on Debian (bookworm) with Z3 from the
# distribution (libz3-dev, 4.8.12) and Go from the official Debian-based
# golang image; the result is a Debian image with libz3-4 and horn.
#
#   docker build --build-arg VERSION=$(git describe --always --dirty) -t horn .
#   docker run --rm -v "$PWD:/work" -w /work horn solve examples/counter.smt2
#
# CI builds it with scripts/container-build.sh (docker, podman or buildah).
ARG GO_IMAGE=golang:1.24-bookworm
ARG RUN_IMAGE=debian:bookworm-slim

FROM ${GO_IMAGE} AS build
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libz3-dev pkg-config gcc libc6-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# The version horn version prints (make build stamps git describe's).
ARG VERSION=dev
RUN go build -buildvcs=false -ldflags "-X main.version=${VERSION}" -o /out/horn ./cmd/horn \
 && /out/horn version

FROM ${RUN_IMAGE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libz3-4 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/horn /usr/local/bin/horn
RUN horn version
ENTRYPOINT ["horn"]
