import { renderStandalone } from '@estante/federation/standalone';
import App from './App';

// Run alone (pnpm dev), the remote renders itself with its own copies of the shared packages.
void renderStandalone(App, 'patron-area');
