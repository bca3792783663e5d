#!/usr/bin/env bash
# Every command the docs show runs: the README's and the guide's code blocks (and the guide's
# inline commands on examples/ files), the `--help` texts' examples (tchart, explore, render,
# pick) and the man page's EXAMPLES, each with the exit code a user would see. They run in a
# folder holding only a copy of examples/, so a command naming a file that is not there fails
# (exit 66): every file the docs name is one of examples/ (scripts/make-examples.sh makes them,
# and its output must equal the committed files). The explorer's commands run as `tchart
# render` with the same arguments (no terminal here; --fresh and --animation are the
# explorer's alone); `pick` needs /dev/tty and says so (exit 1). Streams (`| tchart -`,
# --follow, --every) are run by test-readme-streams; servers (clickhouse://, prometheus://) by
# test-clickhouse, test-postgres and test-prometheus.
source "$(dirname "$0")/lib.sh"

repository=$(cd "$(dirname "$0")/../.." && pwd)
for tool in jq sqlite3 setsid; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skipped: $tool is missing (make deps)"; exit 0; }
done

# The examples are what the script makes, byte for byte.
sh "$repository/scripts/make-examples.sh" "$E2E_TMP/made" >/dev/null
diff -r "$E2E_TMP/made" "$repository/examples" >"$E2E_TMP/diff" 2>&1 ||
  e2e_fail "examples/ differs from what scripts/make-examples.sh makes:"$'\n'"$(head -20 "$E2E_TMP/diff")"

work="$E2E_TMP/work"
mkdir -p "$work" "$E2E_TMP/bin"
cp -r "$repository/examples" "$work/examples"
# `tchart` as the docs write it: the binary under test, the explorer's commands as render.
cat >"$E2E_TMP/bin/tchart" <<'EOF'
#!/usr/bin/env bash
for argument in "$@"; do
  case $argument in
    render | pick | help | explore | --print-config | --version | --help | --generate-completion-script)
      [ "$argument" = explore ] && break
      exec "$TCHART_BIN" "$@" ;;
    --) exec "$TCHART_BIN" "$@" ;;
  esac
done
arguments=()
for argument in "$@"; do
  case $argument in explore | --fresh | --animation | --no-animation) ;; *) arguments+=("$argument") ;; esac
done
exec "$TCHART_BIN" render "${arguments[@]}" --width 80 --height 24 --color never >/dev/null
EOF
chmod +x "$E2E_TMP/bin/tchart"

# The commands of a markdown file: code-block lines that start with tchart (or `$ tchart`, or
# VAR=value tchart, or sqlite3), and inline `tchart …` naming examples/.
markdown_commands() {
  awk '
    /^```/ { block = !block; next }
    block {
      line = $0; sub(/^\$ /, "", line)
      if (line ~ /^(tchart |tchart$|[A-Z_]+=[^ ]* tchart |sqlite3 |read lo hi < <\(tchart )/) print line
      next
    }
    {
      rest = $0
      while (match(rest, /`tchart [^`]*examples\/[^`]*`/)) {
        print substr(rest, RSTART + 1, RLENGTH - 2); rest = substr(rest, RSTART + RLENGTH)
      }
    }
  ' "$1"
}

# The examples of the help texts: their lines that start with a command.
help_commands() {
  local command
  for command in "" explore render pick; do
    # shellcheck disable=SC2086
    "$TCHART_BIN" help $command 2>/dev/null | sed 's/^ *//' |
      grep -E '^(tchart |read lo hi < <\(tchart )' || true
  done
}

# The man page's EXAMPLES, roff escapes undone.
man_commands() {
  sed -n '/^\.Sh EXAMPLES/,/^\.Ed/p' "$repository/docs/tchart.1" | grep -v '^\.' |
    sed -e 's/\\e/\\/g' -e "s/\\\\(aq/'/g" -e 's/\\&//g'
}

ran=0
skipped=()
run() { # run SOURCE COMMAND
  local source=$1 line=$2 command expected=0 status
  command=${line%%  #*}
  case $command in
    *'|'*' tchart -'* | *'tchart - '* | *'tchart -' | *'--follow'* | *'--every'*)
      skipped+=("$source: $command (a stream: test-readme-streams)"); return ;;
    *'://'*)
      skipped+=("$source: $command (a server: test-clickhouse, test-postgres, test-prometheus)"); return ;;
    *'…'* | *'FILE'* | *'DIR'* | *'QUERY'* | *'ROOT'* | *'[--'* | *'| --'*)
      return ;; # a synopsis or a placeholder, not a command
  esac
  local prefix='read lo hi < <('
  if [[ $command == "$prefix"* ]]; then
    command=${command#"$prefix"}
    command=${command%')'}
  fi
  [[ $command == *'tchart pick'* ]] && expected=1
  set +e
  (cd "$work" && PATH="$E2E_TMP/bin:$PATH" setsid -w bash -o pipefail -c "$command" \
    </dev/null >"$E2E_TMP/out" 2>"$E2E_TMP/err")
  status=$?
  set -e
  ran=$((ran + 1))
  [ "$status" = "$expected" ] ||
    failures+=("$source: exit $status, not $expected: $command"$'\n'"$(head -3 "$E2E_TMP/err")")
}
failures=()

# The database the docs' SQLite examples open, as the guide says to make it.
(cd "$work" && sqlite3 examples/metrics.sqlite <examples/metrics.sql)

while IFS= read -r line; do run README.md "$line"; done < <(markdown_commands "$repository/README.md")
while IFS= read -r line; do run docs/guide.md "$line"; done < <(markdown_commands "$repository/docs/guide.md")
while IFS= read -r line; do run --help "$line"; done < <(help_commands)
while IFS= read -r line; do run tchart.1 "$line"; done < <(man_commands)
# The guide's --print-config sample is what the command prints for its config file.
if [ -e "$(dirname "$TCHART_BIN")/libTChartTOML.so" ]; then
  mkdir -p "$XDG_CONFIG_HOME/tchart"
  printf 'theme = "night"\ny-scale = "span"\n' >"$XDG_CONFIG_HOME/tchart/config.toml"
  printed=$("$TCHART_BIN" --print-config --layout cards | sed "s|$XDG_CONFIG_HOME|/home/me/.config|g")
  shown=$(sed -n '/^\$ tchart --print-config --layout cards$/,/^```/p' "$repository/docs/guide.md" |
    sed '1d;$d')
  [ "$printed" = "$shown" ] ||
    failures+=("docs/guide.md: the --print-config sample differs from the output:"$'\n'"$printed")
  rm -r "$XDG_CONFIG_HOME/tchart"
fi
[ ${#failures[@]} = 0 ] || e2e_fail "$(printf '%s\n' "${failures[@]}")"
[ "$ran" -ge 40 ] || e2e_fail "only $ran commands found in the docs"
echo "ran $ran commands; not here: ${#skipped[@]}"
printf '  %s\n' "${skipped[@]}"
exit 0
