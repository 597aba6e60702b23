import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyScreen, preloaderFor } from './lazy-screen.js';

function OwnersPage({ title = 'owners' }: { title?: string }) {
  return <h1>{title}</h1>;
}
function TenantsPage() {
  return <h1>tenants</h1>;
}
const Eager = () => <h1>eager</h1>;

describe('lazyScreen and preloaderFor', () => {
  it('loads a screen by its export name, ready to render once preloaded', async () => {
    const load = jest.fn(async () => ({ OwnersPage, TenantsPage }));
    const Owners = lazyScreen(load, 'OwnersPage');
    const Tenants = lazyScreen(load, 'TenantsPage');
    await Owners.preload();
    await Tenants.preload();
    const html = renderToString(
      <Suspense fallback={<i>loading</i>}>
        <Owners title="Owners" />
        <Tenants />
      </Suspense>,
    );
    expect(html).toContain('<h1>Owners</h1>');
    expect(html).toContain('<h1>tenants</h1>');
  });

  it('preloads the screen whose path matches, under the table’s base, and nothing for other paths', async () => {
    const owners = jest.fn(async () => ({ OwnersPage }));
    const tenants = jest.fn(async () => ({ TenantsPage }));
    const preloadFor = preloaderFor(
      [
        { path: 'properties', Page: Eager },
        { path: 'owners/:ownerId', Page: lazyScreen(owners, 'OwnersPage') },
        { path: 'tenants', Page: lazyScreen(tenants, 'TenantsPage') },
      ],
      '/estate',
    );
    await preloadFor('/estate/properties');
    await preloadFor('/owners/7');
    expect(owners).not.toHaveBeenCalled();
    await preloadFor('/estate/owners/7');
    expect(owners).toHaveBeenCalledTimes(1);
    expect(tenants).not.toHaveBeenCalled();
  });
});
