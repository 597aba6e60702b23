import { createRoot } from 'react-dom/client';
import { registerRemotesFromConfig } from './federation/remotes.js';
import { setRemoteFallback } from './federation/remote-fallback.js';
import { providedEntries } from './federation/provided-entries.js';
import { Root } from './Root.js';
import { remoteUnavailableComponent } from './areas/RemoteUnavailable.js';
import './styles/global.css';

setRemoteFallback(remoteUnavailableComponent);
Object.assign(globalThis, { __estateProvidedEntries: providedEntries });
await registerRemotesFromConfig();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container, {
  // An area that fails is shown as unavailable by its error boundary; keep a trace for diagnosis.
  onCaughtError: (error, info) => console.warn('Caught by an error boundary', error, info.componentStack),
}).render(<Root />);
