#!/usr/bin/env bash
# Sessions: hide a line and zoom, quit, reopen the same file: the same screen and
# `session restored`; --fresh starts over; a changed file is partly restored; a corrupt session
# file opens fresh with a note and exit code 0; the data file is never written. A FIFO in place of
# the session file is skipped with a note (the explorer opens; q quits); a sessions folder others
# can write is neither read nor written.
source "$(dirname "$0")/lib.sh"

# The screen as text, all but the status line (colours: see the theme check below).
view() { e2e_screen | head -n 23; }

data=$E2E_TMP/visits.csv
{
  echo "date,home,shop,blog"
  for day in $(seq 0 59); do
    printf '%s,%d,%d,%d\n' "$(date -u -d "2024-01-01 + $day days" +%F)" \
      $((100 + day * 3)) $((50 + (day * 7) % 40)) $((20 + (day * day) % 30))
  done
} >"$data"
checksum=$(md5sum <"$data")
state=$XDG_STATE_HOME

e2e_start 80 24
e2e_type "export XDG_STATE_HOME=$state"
e2e_run_tchart "$data"
e2e_wait_braille
e2e_wait_for '1 home'
e2e_settle
first=$(view)
e2e_keys 2
e2e_settle
e2e_keys + +
e2e_settle
e2e_keys n
e2e_wait_for 'Theme: night'
e2e_settle
explored=$(view)
e2e_keys q
e2e_wait_exit 0
ls "$state"/tchart/*.json >/dev/null 2>&1 || e2e_fail "no session file under $state/tchart"
[ "$(stat -c %a "$state/tchart")" = 700 ] || e2e_fail "the sessions folder is not 0700: $(stat -c %a "$state/tchart")"

e2e_run_tchart "$data"
e2e_wait_for 'session restored (--fresh to start over)'
e2e_settle
[ "$(view)" = "$explored" ] || e2e_fail "the reopened screen differs from the one quit"
# The night theme came back too (its background, 235).
e2e_screen_ansi | grep -qF '48;5;235' || e2e_fail "the night theme was not restored"
e2e_keys q
e2e_wait_exit 0

e2e_run_tchart --fresh "$data"
e2e_wait_for '1 home'
e2e_settle
e2e_screen | grep -qF 'session restored' && e2e_fail "--fresh restored the session"
[ "$(view)" = "$first" ] || e2e_fail "--fresh did not start over"
# Quitting saves this fresh view; show line 2 hidden again for the next step.
e2e_keys 2
e2e_settle
e2e_keys q
e2e_wait_exit 0

# A changed file (one more row): what still applies comes back.
date -u -d "2024-03-01" +'%F,300,60,30' >>"$data"
checksum=$(md5sum <"$data")
e2e_run_tchart "$data"
e2e_wait_for 'file changed: view partly restored'
e2e_keys q
e2e_wait_exit 0

# A corrupt session file: a note, a fresh view, exit code 0.
for file in "$state"/tchart/*.json; do printf '{"version": 1, "file": tru' >"$file"; done
e2e_run_tchart "$data"
e2e_wait_for 'session ignored, not one tchart can use: /'
e2e_keys q
e2e_wait_exit 0

# A FIFO in place of the session file: a note, the explorer opens and q quits; the next save
# replaces it with a regular file.
session=$(ls "$state"/tchart/*.json)
rm "$session"
mkfifo "$session"
e2e_run_tchart "$data"
e2e_wait_for 'session not read: '
e2e_wait_braille
e2e_keys q
e2e_wait_exit 0
[ -f "$session" ] && [ ! -p "$session" ] || e2e_fail "the FIFO was not replaced by a session file"

# A sessions folder others can write: not read (a note inside), not written (a note after).
chmod 777 "$state/tchart"
saved=$(md5sum <"$session")
e2e_run_tchart "$data"
e2e_wait_for 'session not read: '
e2e_keys q
e2e_wait_exit 0
e2e_tmux capture-pane -p -J -t "$E2E_SESSION" |
  grep -qF "tchart: note: cannot save the session: $state/tchart is writable by others (mode 0777); not used — run chmod 700 $state/tchart" ||
  e2e_fail "no note on a sessions folder others can write"
[ "$(md5sum <"$session")" = "$saved" ] || e2e_fail "a sessions folder others can write was written"
[ "$(md5sum <"$data")" = "$checksum" ] || e2e_fail "the data file changed"
exit 0
