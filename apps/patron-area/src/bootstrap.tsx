import { renderStandalone } from '@estante/federation/standalone';
import App from './App';

void renderStandalone(App, 'patron-area');
