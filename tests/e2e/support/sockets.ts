/**
 * The TCP connections a process holds, read from Linux's /proc: its sockets (`/proc/<pid>/fd` → `socket:[inode]`)
 * matched with the kernel's connection tables (`/proc/net/tcp`, `tcp6`).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** True where /proc lists processes' sockets (Linux). */
export const canReadSockets = (pid: number): boolean => {
  try {
    readdirSync(`/proc/${pid}/fd`);
    readFileSync('/proc/net/tcp', 'utf8');
    return true;
  } catch {
    return false;
  }
};

/** How many TCP connections process `pid` has open to port `port` (any address, any state but closed). */
export function connectionsTo(pid: number, port: number): number {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket?.[1]) inodes.add(socket[1]);
    } catch {
      // closed meanwhile
    }
  }
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode …
    for (const line of text.trim().split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const remotePort = Number.parseInt(columns[2]?.split(':')[1] ?? '', 16);
      if (remotePort === port && inodes.has(columns[9] ?? '')) count += 1;
    }
  }
  return count;
}
