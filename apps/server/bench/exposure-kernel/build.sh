#!/bin/sh
# The compiled kernel of decision 0052: C to WebAssembly with Debian's clang and lld (apt-get install clang lld).
# Usage: build.sh <output.wasm>. No libc, no fast-math (results must equal the JavaScript's bit for bit); memory imported from JavaScript.
set -e
OUT="${1:-trace-hops.wasm}"
cd "$(dirname "$0")"
clang --target=wasm32 -O3 -ffp-contract=off -nostdlib -fno-builtin \
  -Wl,--no-entry -Wl,--import-memory -Wl,--max-memory=4294967296 \
  -o "$OUT" trace-hops.c
