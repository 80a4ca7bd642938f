#!/usr/bin/env bash
# A throwaway S3-compatible server for tests/api/storage-s3.test.ts: a one-node Ceph cluster (one monitor, one
# OSD keeping its objects in memory) and the Ceph Object Gateway (radosgw) in front of it, all on 127.0.0.1, all
# state in one temporary folder, cephx authentication off (a test cluster nobody else can reach).
#
#   scripts/s3-test-server.sh start DIR   starts it (DIR: an empty or missing folder) and prints the S3_TEST_* lines
#   scripts/s3-test-server.sh stop DIR    stops every daemon it started and removes DIR
#
# Needs Debian's ceph-mon, ceph-osd, radosgw and ceph-common (apt-get install --no-install-recommends ...).
# Ports: S3_TEST_PORT (default 7480) for S3, the monitor on the next one, the OSD within the eight after that.
set -euo pipefail

command=${1:-}
dir=${2:-}
if [[ -z $command || -z $dir ]]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

s3_port=${S3_TEST_PORT:-7480}
mon_port=$((s3_port + 1))
access_key=${S3_TEST_ACCESS_KEY:-CONCIERGETESTKEY0001}
secret_key=${S3_TEST_SECRET_KEY:-concierge-test-secret-0000000000000000000}
bucket=${S3_TEST_BUCKET:-concierge-test}

# Stops the daemons whose pid files are in DIR/run (a failed start keeps DIR and its logs).
stop_daemons() {
  local pids=()
  for pidfile in "$dir"/run/*.pid; do
    [[ -f $pidfile ]] && pids+=("$(cat "$pidfile")")
  done
  [[ ${#pids[@]} -gt 0 ]] || return 0
  kill "${pids[@]}" 2>/dev/null || true
  # A throwaway cluster has nothing to save: two seconds to go, then it is killed.
  for _ in $(seq 20); do
    local alive=0
    for pid in "${pids[@]}"; do
      if kill -0 "$pid" 2>/dev/null; then alive=1; fi
    done
    [[ $alive == 1 ]] || return 0
    sleep 0.1
  done
  kill -9 "${pids[@]}" 2>/dev/null || true
}

if [[ $command == stop ]]; then
  if [[ -d $dir ]]; then
    stop_daemons
    rm -rf "$dir"
  fi
  exit 0
fi
[[ $command == start ]] || {
  echo "unknown command: $command" >&2
  exit 2
}

started=$(date +%s%N)
dir=$(mkdir -p "$dir" && cd "$dir" && pwd)
if [[ -n $(ls -A "$dir") ]]; then
  echo "$dir is not empty" >&2
  exit 1
fi
for port in "$s3_port" "$mon_port"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "port $port is in use (S3_TEST_PORT chooses others)" >&2
    exit 1
  fi
done
trap 'stop_daemons; echo "the test cluster did not start; logs in $dir/log" >&2; exit 1' ERR
mkdir -p "$dir"/{run,log,mon,osd,rgw}
conf=$dir/ceph.conf
fsid=$(cat /proc/sys/kernel/random/uuid)
cat >"$conf" <<EOF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mon_port
public addr = 127.0.0.1
ms bind msgr1 = false
ms bind ipv6 = false
ms bind port min = $((mon_port + 1))
ms bind port max = $((mon_port + 8))
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
mon allow pool size one = true
mon allow pool delete = true
mon warn on pool no redundancy = false
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
osd objectstore = memstore
memstore device bytes = 1073741824
run dir = $dir/run
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
log file = $dir/log/\$name.log
mon data = $dir/mon/\$id
osd data = $dir/osd/\$id
keyring = $dir/keyring
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:$s3_port
rgw data = $dir/rgw
rgw enable usage log = false
EOF
ceph=(ceph -c "$conf" --connect-timeout 20)

# The monitor.
ceph-authtool --create-keyring "$dir/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" "$dir/monmap" >/dev/null
ceph-mon -c "$conf" --mkfs -i a --monmap "$dir/monmap" >/dev/null
ceph-mon -c "$conf" -i a

# One OSD, its objects in memory.
osd_uuid=$(cat /proc/sys/kernel/random/uuid)
osd_id=$("${ceph[@]}" osd new "$osd_uuid")
mkdir -p "$dir/osd/$osd_id"
ceph-osd -c "$conf" -i "$osd_id" --mkfs --osd-uuid "$osd_uuid" >/dev/null 2>&1
ceph-osd -c "$conf" -i "$osd_id" 2>>"$dir/log/start.log"
osd_up() { [[ $("${ceph[@]}" osd stat 2>/dev/null) == *'1 up'* ]]; }
for _ in $(seq 300); do
  osd_up && break
  sleep 0.2
done
osd_up

# The object gateway and a user with the test keys.
radosgw -c "$conf" -n client.rgw 2>>"$dir/log/start.log"
for _ in $(seq 600); do
  curl -fs -o /dev/null "http://127.0.0.1:$s3_port/" && break
  sleep 0.2
done
curl -fs -o /dev/null "http://127.0.0.1:$s3_port/"
radosgw-admin -c "$conf" user create --uid concierge-test --display-name 'Concierge tests' \
  --access-key "$access_key" --secret "$secret_key" >/dev/null

elapsed=$((($(date +%s%N) - started) / 1000000))
echo "# started in $((elapsed / 1000)).$((elapsed % 1000 / 100)) s; stop with: $0 stop $dir" >&2
cat <<EOF
S3_TEST_ENDPOINT=http://127.0.0.1:$s3_port
S3_TEST_REGION=default
S3_TEST_BUCKET=$bucket
S3_TEST_ACCESS_KEY=$access_key
S3_TEST_SECRET_KEY=$secret_key
EOF
