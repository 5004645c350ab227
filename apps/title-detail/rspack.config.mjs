import { defineAppConfig } from '@estante/federation/rspack';

export default defineAppConfig({ kind: 'remote', name: 'title-detail', dir: import.meta.dirname, title: 'Estante — title-detail', server: './src/server.ts' });
