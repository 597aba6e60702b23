import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_REMOTE_CONFIG,
  RemoteConfigFileError,
  readRemoteConfigFile,
  resolveRemoteConfig,
} from './remote-config.js';

describe('resolveRemoteConfig', () => {
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'remote-config-'));
    file = join(dir, 'mfe-config.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('serves the built remotes when nothing is published', async () => {
    expect(await resolveRemoteConfig(file, {})).toEqual({
      remotes: {
        mfe_public: '/mfe/public/mf-manifest.json',
        mfe_admin: '/mfe/admin/mf-manifest.json',
        mfe_estate: '/mfe/estate/mf-manifest.json',
        mfe_portals: '/mfe/portals/mf-manifest.json',
      },
    });
  });

  it('lets the published file override defaults and the environment override both', async () => {
    await writeFile(
      file,
      JSON.stringify({
        mfe_public: '/remotes/public/v2/mf-manifest.json',
        mfe_admin: '/remotes/admin/v5/mf-manifest.json',
      }),
    );
    const { remotes } = await resolveRemoteConfig(file, { mfe_admin: 'https://cdn.example.sa/admin/mf-manifest.json' });
    expect(remotes).toEqual({
      ...DEFAULT_REMOTE_CONFIG,
      mfe_public: '/remotes/public/v2/mf-manifest.json',
      mfe_admin: 'https://cdn.example.sa/admin/mf-manifest.json',
    });
  });

  it('reads the file again on every call', async () => {
    await writeFile(file, JSON.stringify({ mfe_public: '/remotes/public/v1/mf-manifest.json' }));
    expect((await resolveRemoteConfig(file, {})).remotes.mfe_public).toBe('/remotes/public/v1/mf-manifest.json');
    await writeFile(file, JSON.stringify({ mfe_public: '/remotes/public/v2/mf-manifest.json' }));
    expect((await resolveRemoteConfig(file, {})).remotes.mfe_public).toBe('/remotes/public/v2/mf-manifest.json');
  });

  it.each([
    ['{not json', /not valid JSON/],
    ['["/a"]', /JSON object/],
    ['{"mfe_public": 3}', /mfe_public must be a non-empty string/],
  ])('rejects a file holding %s, and the map falls back to defaults and environment', async (text, message) => {
    await writeFile(file, text);
    await expect(readRemoteConfigFile(file)).rejects.toThrow(RemoteConfigFileError);
    await expect(readRemoteConfigFile(file)).rejects.toThrow(message);
    const env = { mfe_estate: '/remotes/estate/v2/mf-manifest.json' };
    expect(await resolveRemoteConfig(file, env)).toEqual({
      remotes: { ...DEFAULT_REMOTE_CONFIG, ...env },
      problem: expect.stringMatching(message),
    });
  });
});
