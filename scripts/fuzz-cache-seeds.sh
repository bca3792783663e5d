#!/usr/bin/env bash
# Writes the seed corpus of the `cache` fuzz harness (Tests/Fuzz/Corpus/cache): inputs that say
# what to do to the harness's own entry (see Tests/Fuzz/Sources/fuzz-cache), no data of anyone's.
#   flips          mode 0: three single-byte flips, in the header, the payload's header and a column
#   payload        mode 1: 64 bytes of payload after the entry's header
#   overwrite      mode 2: eight bytes written 20 KiB into the entry
#   cut            mode 3: one flip, then the entry cut at 30,000 bytes
set -euo pipefail
corpus="$(dirname "$0")/../Tests/Fuzz/Corpus/cache"
mkdir -p "$corpus"
printf '\x00\x28\x00\x00\x01\x50\x40\x00\x04\x10\xa0\x00\x40' >"$corpus/flips"
{ printf '\x01tchartA\x00'; head -c 56 /dev/zero; } >"$corpus/payload"
printf '\x02\x00\x50\x00\x00\x00\x00\x00\x00\x00\xf0\xff' >"$corpus/overwrite"
printf '\x03\x00\x90\x00\x08\x30\x75\x00' >"$corpus/cut"
