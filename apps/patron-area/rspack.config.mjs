import { defineAppConfig } from '@estante/federation/rspack';

export default defineAppConfig({ kind: 'remote', name: 'patron-area', dir: import.meta.dirname, title: 'Estante — patron-area' });
