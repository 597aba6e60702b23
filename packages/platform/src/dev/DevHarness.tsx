import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import type { SessionUser } from '@estate/contracts';
import { createQueryClient, sessionKeys, useLang } from '@estate/platform';
import { AppProviders, Button } from '@estate/platform/ui';

const demoUser: SessionUser = { id: 'dev-admin', name: 'Demo Admin', email: 'admin@dar-estate.sa', role: 'admin' };

function HarnessBar({ links }: { links: string[] }) {
  const { toggleLang, lang } = useLang();
  return (
    <div style={{ display: 'flex', gap: 12, padding: 8, borderBlockEnd: '1px solid #ddd', flexWrap: 'wrap' }}>
      {links.map((to) => (
        <Link key={to} to={to}>
          {to}
        </Link>
      ))}
      <Button size="small" onClick={toggleLang} style={{ marginInlineStart: 'auto' }}>
        {lang === 'ar' ? 'English' : 'العربية'}
      </Button>
    </div>
  );
}

/** Runs one remote on its own page in development: router, providers and a signed-in demo user. */
export function mountDevHarness(Routes: ComponentType, links: string[]) {
  function Harness() {
    const [queryClient] = useState(() => {
      const client = createQueryClient();
      client.setQueryData(sessionKeys.me, demoUser);
      return client;
    });
    return (
      <StrictMode>
        <BrowserRouter>
          <AppProviders queryClient={queryClient}>
            <HarnessBar links={links} />
            <main id="main">
              <Routes />
            </main>
          </AppProviders>
        </BrowserRouter>
      </StrictMode>
    );
  }
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<Harness />);
}
