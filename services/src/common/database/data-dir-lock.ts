import { open, readFile, rm } from 'node:fs/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file holding this pid; false when it exists already. */
async function create(lockFile: string): Promise<boolean> {
  try {
    const handle = await open(lockFile, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes `<dir>.lock` for this process, so two servers never open the same embedded database (which would
 * corrupt it). A lock left by a process that no longer runs is taken over. Resolves to the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockFile = `${dir}.lock`;
  const release = () => rm(lockFile, { force: true });
  if (await create(lockFile)) return release;
  const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (owner > 0 && owner !== process.pid && isRunning(owner)) {
    throw new Error(
      `The embedded database ${dir} is in use by another server (pid ${owner}). ` +
        'Stop it first, or set DATA_DIR or DATABASE_URL.',
    );
  }
  await release();
  if (await create(lockFile)) return release;
  throw new Error(`Cannot lock the embedded database ${dir}: ${lockFile} keeps appearing.`);
}
