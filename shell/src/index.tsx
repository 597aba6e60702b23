import { createRoot } from 'react-dom/client';
import { registerRemotesFromConfig } from './federation/remotes.js';
import { setRemoteFallback } from './federation/remote-fallback.js';
import { Root } from './Root.js';
import { remoteUnavailableComponent } from './areas/RemoteUnavailable.js';
import './styles/global.css';

setRemoteFallback(remoteUnavailableComponent);
await registerRemotesFromConfig();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container, {
  onCaughtError: (error, info) => {
    if (process.env.NODE_ENV !== 'production') console.warn('Caught by an error boundary', error, info);
  },
}).render(<Root />);
