#!/usr/bin/env bash
# test-completion.sh: the bash completion of toguz, driven as bash drives it
#
#   test-completion.sh COMPLETION TOGUZ
#
# Sets COMP_WORDS and COMP_CWORD as bash splits a line (":" and "=" are
# words of their own), calls the completion function and compares the
# sorted COMPREPLY.  Needs bash only, not the bash-completion package.
# TAP output.
set -u

completion=$1
toguz=$(realpath "$2")
n=0
failed=0

# shellcheck source=/dev/null
source "$completion" || { echo "Bail out! cannot read $completion"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
mkdir folder
touch club.pgn Club2.PGN online.txt lesson.xml set.xml class.csv sheet.pdf \
  notes.md

# expect WHAT "EXPECTED REPLIES" WORD...: completing the last WORD.
expect()
{
  local what=$1 expected=$2 got
  shift 2
  COMP_WORDS=("$toguz" "$@")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMP_LINE="${COMP_WORDS[*]}"
  COMP_POINT=${#COMP_LINE}
  COMPREPLY=()
  _toguz
  got=$(printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort | xargs)
  n=$((n + 1))
  if [[ $got == "$expected" ]]; then
    echo "ok $n - $what"
  else
    echo "not ok $n - $what"
    echo "# toguz $*"
    echo "# expected: $expected"
    echo "# got:      $got"
    failed=1
  fi
}

n=$((n + 1))
if complete -p toguz 2>/dev/null | grep -q -- '-F _toguz'; then
  echo "ok $n - the completion is registered for toguz"
else
  echo "not ok $n - the completion is registered for toguz"
  failed=1
fi

expect 'the commands' \
  'analyse explain hint lesson mine perft play replay results solve worksheet' ''
expect 'the commands that start with p' 'perft play' p
expect 'the options of toguz itself' '--help --version' -
expect 'the options of a command' '--format' analyse --f
expect 'every option of solve' \
  '--depth --from --goal --help --margin --time --variant' solve --
expect 'the short options too' '--from --goal --help --level --variant -f -g -h -l -v' hint -
expect 'the subcommands' 'check show' lesson ''
expect 'a subcommand' 'report' results rep
expect 'the options of a subcommand' '--learners' results report --le

expect 'the variants' 'bestemshe pantusov-1906 togyz togyz-7' \
  play --variant ''
expect 'a variant after a short option' 'togyz togyz-7' perft -v tog
expect 'a variant after --variant=' 'bestemshe' play --variant = b
expect 'the goal kinds' \
  'best capture: gain: land: no-capture no-moves no-tuzdik tuzdik win' \
  solve --goal ''
expect 'a goal kind' 'no-capture no-moves no-tuzdik' hint --goal no-
expect 'a goal kind after -g' 'capture:' solve -g cap
expect 'a goal kind after --goal=' 'tuzdik' solve --goal = tu
saved_breaks=$COMP_WORDBREAKS
COMP_WORDBREAKS=$' \t\n'
expect 'the whole word where ":" and "=" break no words' '--goal=capture:' \
  solve --goal=cap
COMP_WORDBREAKS=$saved_breaks

expect 'the rungs of the hint ladder' '1 2 3 4' hint --level ''
expect 'paper sizes' 'a4 letter' worksheet --paper ''
expect 'paper sizes after -p' 'letter' results report -p l
expect 'the orders of tasks' 'set success' results report --tasks ''
expect 'languages' 'kk ky' worksheet --lang k

expect 'game records to replay' 'Club2.PGN club.pgn folder online.txt' \
  replay ''
expect 'a game record to analyse, after an option value' \
  'Club2.PGN club.pgn folder online.txt' analyse --game 2 ''
expect 'a record after --record' 'club.pgn' play --record c
expect 'lessons to check' 'folder lesson.xml set.xml' lesson check ''
expect 'a lesson for a worksheet' 'lesson.xml' worksheet l
expect 'the PDF to write' 'folder sheet.pdf' worksheet -o ''
expect 'class results' 'class.csv folder' results merge ''
expect 'mine -v is a flag, not a variant' 'Club2.PGN' mine -v C
expect 'no files where a move is expected' '' explain ''

echo "1..$n"
exit $failed
