// The layout classes of every area (.container, .page...) come with the first stylesheet too, so the HTML's
// prerendered header and start of page are laid out right before the design system's chunk arrives.
import '@estate/platform/ui/styles.css';
import './styles/global.css';
import { registerRemotesFromConfig } from './federation/remotes.js';
import { providedEntries } from './federation/provided-entries.js';
import { keepPrerenderedArea } from './areas/prerendered-area.js';
import { preloadArea } from './areas/area-cache.js';
import { areaOf } from '@estate/contracts';

/**
 * The start runs in steps, each in a task of its own: React, the platform (i18n, api client), the design
 * system, then the shell's components. Evaluated in one go, they held a phone's main thread for several
 * hundred milliseconds, during which the prerendered page could not answer; in steps, the browser gets a
 * turn between them. The modules are already in the page's chunks (eager imports): no request is added.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

Object.assign(globalThis, { __estateProvidedEntries: providedEntries });
await registerRemotesFromConfig();
keepPrerenderedArea();

/**
 * The area of the page being opened, and the code of its screen, load beside the steps below: rendered once they are
 * in, the page does not suspend (React holds back what it reveals after a fallback by up to 300 ms each time). The
 * prerendered page stays on screen meanwhile; after AREA_WAIT_MS the shell renders anyway and the area follows.
 */
const AREA_WAIT_MS = 1500;
const firstArea = areaOf(window.location.pathname);
const areaWait = new Promise<void>((resolve) => setTimeout(resolve, AREA_WAIT_MS));
const areaReady = firstArea ? preloadArea(firstArea, window.location.pathname) : undefined;

await nextTask();
const [{ createRoot }, { startTransition }] = await Promise.all([
  import(/* webpackMode: "eager" */ 'react-dom/client'),
  import(/* webpackMode: "eager" */ 'react'),
]);
await nextTask();
await import(/* webpackMode: "eager" */ '@estate/platform');
await nextTask();
await import(/* webpackMode: "eager" */ '@estate/platform/ui');
await nextTask();
const [{ Root }, { setRemoteFallback }, { remoteUnavailableComponent }, { preloadAccountScreen }] = await Promise.all([
  import(/* webpackMode: "eager" */ './Root.js'),
  import(/* webpackMode: "eager" */ './federation/remote-fallback.js'),
  import(/* webpackMode: "eager" */ './areas/RemoteUnavailable.js'),
  import(/* webpackMode: "eager" */ './ShellRoutes.js'),
]);
setRemoteFallback(remoteUnavailableComponent);
// The sign-in and account screens are the shell's own, loaded on demand like an area's.
await Promise.race([areaReady ?? preloadAccountScreen(window.location.pathname), areaWait]);
await nextTask();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container, {
  // An area that fails is shown as unavailable by its error boundary; keep a trace for diagnosis.
  onCaughtError: (error, info) => console.warn('Caught by an error boundary', error, info.componentStack),
});
// A transition: the first render yields to the browser in small slices instead of one long task. The
// prerendered frame stays on screen until the live one replaces it in the same place.
startTransition(() => root.render(<Root />));
