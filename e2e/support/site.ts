import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startTestApp, type TestApp } from '@estate/test-support';

export { REPO_ROOT };

export interface Site {
  app: TestApp;
  baseUrl: string;
  /** Where this site reads its remote map override and published remote builds. */
  mfeConfigFile: string;
  remotesDir: string;
  stop(): Promise<void>;
}

/**
 * The composed site (API + shell + remotes, as built) on a free port over a fresh database. `env` adds to the
 * server's environment (e.g. SMTP_URL for a test about mail delivery).
 */
export async function startSite(env: Record<string, string | undefined> = {}): Promise<Site> {
  const deployDir = await mkdtemp(join(tmpdir(), 'estate-deploy-'));
  const mfeConfigFile = join(deployDir, 'mfe-config.json');
  const remotesDir = join(deployDir, 'remotes');
  const app = await startTestApp({
    ...env,
    WEB_ROOT: REPO_ROOT,
    MFE_CONFIG_FILE: mfeConfigFile,
    REMOTES_DIR: remotesDir,
  });
  return {
    app,
    baseUrl: app.baseUrl,
    mfeConfigFile,
    remotesDir,
    stop: async () => {
      await app.stop();
      await rm(deployDir, { recursive: true, force: true });
    },
  };
}
