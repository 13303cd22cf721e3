import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface LockInfo {
  pid: number;
  url: string;
  adminEmail: string;
  database: string;
  startedAt: string;
}

function lockPath(dataDir: string): string {
  return join(dataDir, 'dev-backend.lock');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

class DataDirLockedError extends Error {}

/**
 * Takes the data folder for this process. A lock left by a dead process (kill -9) is taken over;
 * a live holder, this process included, makes it fail: PGlite must never be opened twice.
 */
export function acquireLock(dataDir: string, info: Omit<LockInfo, 'pid' | 'startedAt'>): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify({ ...info, pid: process.pid, startedAt: new Date().toISOString() }, null, 2));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (holder) {
        throw new DataDirLockedError(
          `Another dev backend (pid ${holder.pid}, ${holder.url}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${path}`);
}

/** Updates the lock's details once the real URL is known (port 0 picks a free port). */
export function updateLock(dataDir: string, info: LockInfo): void {
  const path = lockPath(dataDir);
  const fd = openSync(path, 'w');
  writeSync(fd, JSON.stringify(info, null, 2));
  closeSync(fd);
}
