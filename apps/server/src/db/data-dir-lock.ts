import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means "in use".
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One process per embedded database folder (decision 015): PGlite has no locking of its own, so
 * two processes on one folder would each keep their own copy and lose the other's writes. The
 * lock file beside the folder holds the owner's pid; a pid that no longer runs (a killed server)
 * leaves a stale lock, which the next process takes over. Returns the release function.
 */
export function lockDataDir(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      const release = () => {
        if (holder(lockFile) === process.pid) rmSync(lockFile, { force: true });
        process.off('exit', release);
      };
      // A process that exits without closing the database (process.exit) still lets go.
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(lockFile);
      if (pid !== undefined && pid !== process.pid && alive(pid)) {
        throw new DataDirInUseError(
          `The database folder ${folder} is in use by process ${pid} (a server, or npm run db:*, flags or staff). ` +
            'Stop that process first, or give this one another DATA_DIR.',
        );
      }
      if (pid === process.pid) {
        throw new DataDirInUseError(`The database folder ${folder} is already open in this process.`);
      }
      // Stale: its process is gone (or the file is half-written by one that died at once).
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`The database folder ${folder} could not be locked (${lockFile}).`);
}
