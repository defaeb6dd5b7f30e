#!/usr/bin/env bash
# A highly available database and Redis on this machine, from Debian's packages, for trying a
# failover and for the failover test and bench (docs/scaling.md, decision 013):
#
#   npm run cluster:up      # pg_auto_failover monitor + primary + synchronous standby,
#                           # Redis primary + replica + three Sentinels; prints the settings
#   npm run cluster:down    # stops all of it and removes its folder
#   scripts/cluster.sh kill-primary   # SIGKILLs the PostgreSQL primary's keeper and postmaster
#   scripts/cluster.sh kill-redis     # SIGKILLs the Redis primary
#   scripts/cluster.sh state          # pg_auto_failover's view of the nodes
#
# It never touches the machine's own PostgreSQL (5432) or Redis (6379): its ports are
# CLUSTER_PG_PORT (monitor; nodes on the next two), CLUSTER_REDIS_PORT (replica on the next) and
# CLUSTER_SENTINEL_PORT (three Sentinels from there), its files under CLUSTER_DIR.
set -euo pipefail

dir="${CLUSTER_DIR:-/tmp/civicng-cluster}"
pg_port="${CLUSTER_PG_PORT:-6540}"
redis_port="${CLUSTER_REDIS_PORT:-6390}"
sentinel_port="${CLUSTER_SENTINEL_PORT:-26390}"
pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
export PATH="${pg_bin}:${PATH}"
export XDG_CONFIG_HOME="${dir}/config" XDG_DATA_HOME="${dir}/data"

# PostgreSQL refuses to run as root: as root, the nodes run as the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- env PATH="$PATH" XDG_CONFIG_HOME="$XDG_CONFIG_HOME" \
      XDG_DATA_HOME="$XDG_DATA_HOME" "$@"
  else
    "$@"
  fi
}

install_missing() {
  local missing=()
  command -v pg_autoctl >/dev/null || missing+=(postgresql-15-auto-failover pg-auto-failover-cli)
  command -v redis-sentinel >/dev/null || missing+=(redis-sentinel)
  command -v redis-server >/dev/null || missing+=(redis-server)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "cluster: installing ${missing[*]} from Debian's packages"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
    export PATH="${pg_bin}:${PATH}"
  fi
}

monitor_uri="postgres://autoctl_node@127.0.0.1:${pg_port}/pg_auto_failover?sslmode=disable"
node_port() { echo $((pg_port + $1)); }

wait_for() {
  local what="$1" tries="$2"
  shift 2
  for _ in $(seq 1 "$tries"); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "cluster: ${what} did not happen; logs in ${dir}" >&2
  return 1
}

node_state() {
  psql -h 127.0.0.1 -p "$pg_port" -U postgres -d pg_auto_failover -Atc \
    "select reportedstate from pgautofailover.node where nodeport = $(node_port "$1")" 2>/dev/null
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

is_state() { [ "$(node_state "$1")" = "$2" ]; }

start_pg() {
  as_owner pg_autoctl create monitor --pgdata "${dir}/monitor" --pgport "$pg_port" \
    --hostname 127.0.0.1 --listen 127.0.0.1 --auth trust --no-ssl >"${dir}/monitor-create.log" 2>&1
  # Notice a dead node in about 5 s, not the 20 s default, and promote the standby 5 s after
  # asking the dead primary to step down, not 30 s: with synchronous commit a primary cut off
  # from its standby cannot acknowledge a write anyway (decision 013).
  cat >>"${dir}/monitor/postgresql.conf" <<'CONF'
pgautofailover.primary_demote_timeout = 5000
pgautofailover.health_check_period = 1000
pgautofailover.health_check_timeout = 1000
pgautofailover.health_check_retry_delay = 500
pgautofailover.node_considered_unhealthy_timeout = 4000
CONF
  as_owner setsid pg_autoctl run --pgdata "${dir}/monitor" >"${dir}/monitor.log" 2>&1 &
  wait_for "the monitor answering" 60 pg_isready -h 127.0.0.1 -p "$pg_port"
  for n in 1 2; do
    as_owner setsid pg_autoctl create postgres --pgdata "${dir}/node${n}" \
      --pgport "$(node_port "$n")" --hostname 127.0.0.1 --listen 127.0.0.1 --auth trust \
      --no-ssl --monitor "$monitor_uri" --dbname civicng --name "node_${n}" --run \
      >"${dir}/node${n}.log" 2>&1 &
    if [ "$n" = 1 ]; then
      wait_for "node_1 becoming the primary" 120 is_state 1 single
    else
      # The standby's base backup waits for a checkpoint; ask for one rather than wait minutes.
      for _ in $(seq 1 120); do
        is_state 2 secondary && break
        psql -h 127.0.0.1 -p "$(node_port 1)" -U postgres -d civicng -qc checkpoint \
          >/dev/null 2>&1 || true
        sleep 0.5
      done
      wait_for "node_2 becoming the synchronous standby" 60 is_state 2 secondary
    fi
  done
  wait_for "node_1 serving as primary" 60 is_state 1 primary
}

start_redis() {
  local replica=$((redis_port + 1))
  for port in "$redis_port" "$replica"; do
    local extra=()
    [ "$port" = "$replica" ] && extra=(--replicaof 127.0.0.1 "$redis_port")
    redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --save "" --appendonly no \
      --dir "$dir" --pidfile "${dir}/redis-${port}.pid" --logfile "${dir}/redis-${port}.log" \
      "${extra[@]}"
  done
  for i in 0 1 2; do
    local port=$((sentinel_port + i))
    cat >"${dir}/sentinel-${port}.conf" <<CONF
port ${port}
bind 127.0.0.1
daemonize yes
pidfile ${dir}/sentinel-${port}.pid
logfile ${dir}/sentinel-${port}.log
dir ${dir}
sentinel monitor civicng 127.0.0.1 ${redis_port} 2
sentinel down-after-milliseconds civicng 1000
sentinel failover-timeout civicng 5000
sentinel parallel-syncs civicng 1
CONF
    redis-sentinel "${dir}/sentinel-${port}.conf"
  done
  wait_for "the Redis replica in sync" 60 sh -c \
    "redis-cli -p ${replica} info replication | grep -q 'master_link_status:up'"
  wait_for "the Sentinels seeing the replica" 60 sh -c \
    "redis-cli -p ${sentinel_port} sentinel replicas civicng | grep -q ${replica}"
}

write_env() {
  local sentinels="127.0.0.1:${sentinel_port},127.0.0.1:$((sentinel_port + 1)),127.0.0.1:$((sentinel_port + 2))"
  cat >"${dir}/cluster.env" <<ENV
DATABASE_URL=postgres://postgres@127.0.0.1:$(node_port 1),127.0.0.1:$(node_port 2)/civicng?target_session_attrs=read-write
REDIS_URL=redis-sentinel://civicng?sentinels=${sentinels}
ENV
  echo "cluster: up; settings for the API (also in ${dir}/cluster.env):"
  cat "${dir}/cluster.env"
}

up() {
  if [ -f "${dir}/cluster.env" ]; then
    echo "cluster: already up (${dir}); npm run cluster:down first for a fresh one"
    cat "${dir}/cluster.env"
    return 0
  fi
  install_missing
  down >/dev/null
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  start_pg
  start_redis
  write_env
}

# SIGKILLs the server at a data folder as a machine dying would: each pg_autoctl started for it
# with all it started (each runs in a session of its own, with its services and postmaster; the
# services rename themselves, so only the session leader still shows its --pgdata), and the
# postmaster's children, which have sessions of their own.
kill_node() {
  local pid postmaster=""
  [ -f "$1/postmaster.pid" ] && postmaster="$(head -n 1 "$1/postmaster.pid")"
  # Its children first: once the postmaster is gone they belong to init and cannot be told apart.
  if [ -n "$postmaster" ]; then
    kill -STOP "$postmaster" 2>/dev/null || true
    pkill -KILL -P "$postmaster" || true
  fi
  for pid in $(pgrep -f -- "pg_autoctl .*--pgdata ${1}( |$)" || true); do
    [ "$(ps -o sid= -p "$pid" | tr -d ' ')" = "$pid" ] && pkill -KILL -s "$pid" || true
  done
  if [ -n "$postmaster" ]; then kill -KILL "$postmaster" 2>/dev/null || true; fi
}

down() {
  for pgdata in "${dir}/monitor" "${dir}/node1" "${dir}/node2"; do kill_node "$pgdata"; done
  for pidfile in "${dir}"/*.pid; do
    [ -f "$pidfile" ] && kill -KILL "$(cat "$pidfile")" 2>/dev/null || true
  done
  for port in "$pg_port" "$(node_port 1)" "$(node_port 2)" "$redis_port" $((redis_port + 1)) \
    "$sentinel_port" $((sentinel_port + 1)) $((sentinel_port + 2)); do
    wait_for "port ${port} freed" 40 port_free "$port"
  done
  # A killed process may still be writing its last file for a moment.
  for _ in $(seq 1 20); do rm -rf "$dir" 2>/dev/null && break; sleep 0.25; done
  echo "cluster: down"
}

primary_node() {
  psql -h 127.0.0.1 -p "$pg_port" -U postgres -d pg_auto_failover -Atc \
    "select nodeport - ${pg_port} from pgautofailover.node where reportedstate in ('primary', 'wait_primary', 'single') limit 1"
}

kill_primary() {
  local n
  n="$(primary_node)"
  [ -n "$n" ] || { echo "cluster: no primary to kill" >&2; return 1; }
  # The keeper too: it would restart its postmaster at once, a restart rather than a failover.
  kill_node "${dir}/node${n}"
  echo "cluster: killed node_${n} (port $(node_port "$n"))"
}

kill_redis() {
  local port
  port="$(redis-cli -p "$sentinel_port" sentinel get-master-addr-by-name civicng | tail -n 1)"
  kill -KILL "$(cat "${dir}/redis-${port}.pid")"
  echo "cluster: killed the Redis primary (port ${port})"
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  kill-primary) kill_primary ;;
  kill-redis) kill_redis ;;
  state) as_owner pg_autoctl show state --pgdata "${dir}/monitor" ;;
  *)
    echo "usage: $0 up|down|kill-primary|kill-redis|state" >&2
    exit 2
    ;;
esac
