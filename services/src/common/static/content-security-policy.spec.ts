import { createHash } from 'node:crypto';
import { contentSecurityPolicyDirectives, remoteOrigins } from './content-security-policy.js';
import { START_SCRIPT, START_SCRIPT_SOURCE } from './page-html.js';

describe('content security policy', () => {
  it('allows only this origin when remotes are served from here', () => {
    const directives = contentSecurityPolicyDirectives({
      remoteUrls: { mfe_public: '/remotes/public/v2/mf-manifest.json' },
      publicUrl: null,
    });
    expect(directives.defaultSrc).toEqual(["'self'"]);
    // The page's one inline script, by its hash; no other inline script.
    expect(directives.scriptSrc).toEqual(["'self'", START_SCRIPT_SOURCE]);
    expect(START_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.styleSrc).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.frameSrc).toEqual(['https://www.google.com', 'https://maps.google.com']);
    expect(directives.upgradeInsecureRequests).toBeNull();
  });

  it('adds the origins of absolute remote URLs to script-src and connect-src, once each', () => {
    const remoteUrls = {
      mfe_public: 'https://cdn.example.sa/public/v3/mf-manifest.json',
      mfe_admin: 'https://cdn.example.sa/admin/v1/mf-manifest.json',
      mfe_estate: 'http://localhost:3003/mf-manifest.json',
    };
    expect(remoteOrigins(remoteUrls)).toEqual(['https://cdn.example.sa', 'http://localhost:3003']);
    const directives = contentSecurityPolicyDirectives({ remoteUrls, publicUrl: null });
    expect(directives.scriptSrc).toEqual([
      "'self'",
      START_SCRIPT_SOURCE,
      'https://cdn.example.sa',
      'http://localhost:3003',
    ]);
    expect(directives.connectSrc).toEqual(["'self'", 'https://cdn.example.sa', 'http://localhost:3003']);
    // A remote's stylesheets, fonts and images come from its own origin too.
    expect(directives.styleSrc).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://cdn.example.sa',
      'http://localhost:3003',
    ]);
    expect(directives.fontSrc).toEqual(["'self'", 'data:', 'https://cdn.example.sa', 'http://localhost:3003']);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.sa', 'http://localhost:3003']);
  });

  it('upgrades insecure requests only when the site is public over https', () => {
    expect(
      contentSecurityPolicyDirectives({ remoteUrls: {}, publicUrl: 'https://estate.example.sa' })
        .upgradeInsecureRequests,
    ).toEqual([]);
  });
});
