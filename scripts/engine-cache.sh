# Sourced by the engine installers (install-engine.sh, install-engine-lpsolve.sh): the version they build, the
# cache outside the clone they build into, where Raven's sources land, and how they tell a built engine works.
version="${RAVEN_HYDRO_VERSION:-4.12.1}"
cache="${RVKIT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rvkit}"
src="$cache/raven-hydro-$version-src"

# engine_works BIN [WORD]: BIN runs and its "-v" line says 4.12 (and WORD, when given).
# Capture the version first: piping into `grep -q` under pipefail fails when grep exits early (SIGPIPE).
engine_works() {
  [ -x "$1" ] || return 1
  local v
  v="$("$1" -v </dev/null 2>/dev/null || true)"
  [[ "$v" == 4.12* && "$v" == *"${2:-}"* ]]
}

# install_lock NAME: one install at a time; a second caller waits for the first, then finds the engine ready.
install_lock() {
  mkdir -p "$cache"
  exec 9>"$cache/$1"
  flock 9
}
