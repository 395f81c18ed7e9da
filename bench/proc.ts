/** What a benchmark reads of a process from /proc: its CPU time and its memory. */
import { readFileSync, readdirSync } from 'node:fs';

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const { user, system } = cpuParts(pid);
  return user + system;
}

/** CPU seconds a process has used so far in its own code (user) and in the kernel for it (system: its reads, writes, wake-ups). */
export function cpuParts(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(/(\d+)/.exec(line)![1]) / 1024;
}

/** CPU seconds per PostgreSQL process of this machine (the embedded server and its backends). */
export function postgresCpu(): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') out.set(Number(pid), cpuSeconds(Number(pid)));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The CPU PostgreSQL used since `before` (processes that ended meanwhile are not counted). */
export function postgresCpuSince(before: Map<number, number>): number {
  let sum = 0;
  for (const [pid, cpu] of postgresCpu()) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}

/** CPU seconds of this process (the load: the players' HTTP clients). */
export function loadCpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}
