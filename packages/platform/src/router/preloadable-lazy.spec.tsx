import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadableLazy } from './preloadable-lazy.js';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

const inSuspense = (node: ReactNode) => renderToString(<Suspense fallback={<i>loading</i>}>{node}</Suspense>);

describe('preloadableLazy', () => {
  it('renders a screen loaded ahead at once, without suspending', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const Screen = preloadableLazy(load);
    await Screen.preload();
    await Screen.preload();
    expect(inSuspense(<Screen name="Sara" />)).toContain('hello <!-- -->Sara');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like lazy when rendered before its code is in', () => {
    const Screen = preloadableLazy(() => new Promise<{ default: typeof Greeting }>(() => undefined));
    const html = inSuspense(<Screen name="Sara" />);
    expect(html).toContain('loading');
    expect(html).not.toContain('hello');
  });

  it('loads again after a failed attempt', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const Screen = preloadableLazy(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(inSuspense(<Screen name="Omar" />)).toContain('Omar');
  });
});
