import { defineAppConfig } from '@estante/federation/rspack';

export default defineAppConfig({ kind: 'remote', name: 'catalogue', dir: import.meta.dirname, title: 'Estante — catalogue', server: './src/server.ts' });
