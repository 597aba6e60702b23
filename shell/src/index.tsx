import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotesFromConfig } from './federation/remotes.js';
import { setRemoteFallback } from './federation/remote-fallback.js';
import { providedEntries } from './federation/provided-entries.js';
import { Root } from './Root.js';
import { remoteUnavailableComponent } from './areas/RemoteUnavailable.js';
import { keepPrerenderedArea } from './areas/prerendered-area.js';
// The layout classes of every area (.container, .page...) come with the first stylesheet too, so the HTML's
// prerendered header and start of page are laid out right before the design system's chunk arrives.
import '@estate/platform/ui/styles.css';
import './styles/global.css';

setRemoteFallback(remoteUnavailableComponent);
Object.assign(globalThis, { __estateProvidedEntries: providedEntries });
await registerRemotesFromConfig();
keepPrerenderedArea();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container, {
  // An area that fails is shown as unavailable by its error boundary; keep a trace for diagnosis.
  onCaughtError: (error, info) => console.warn('Caught by an error boundary', error, info.componentStack),
});
// A transition: the first render yields to the browser in small slices instead of one long task. The
// prerendered frame stays on screen until the live one replaces it in the same place.
startTransition(() => root.render(<Root />));
