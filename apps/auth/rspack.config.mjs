import { defineAppConfig } from '@estante/federation/rspack';

export default defineAppConfig({ kind: 'remote', name: 'auth', dir: import.meta.dirname, title: 'Estante — auth' });
