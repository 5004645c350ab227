import { defineAppConfig } from '@estante/federation/rspack';

export default defineAppConfig({ kind: 'host', name: 'shell', dir: import.meta.dirname, title: 'Catálogo online' });
