// pnpm exports:record — records the exported names of each shared package's shared entries under
// its current version, in packages/<name>/exports-history.json, when they differ from the latest
// record (packages/federation/src/exports.mjs). `pnpm release` runs it after `changeset version`.
import { recordExports } from '../packages/federation/src/exports.mjs';

const written = recordExports();
console.log(written.length ? `recorded: ${written.join(', ')}` : 'exports-history: nothing changed');
