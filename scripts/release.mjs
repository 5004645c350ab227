// pnpm release — makes a release of whatever the pending changesets bump:
// 1. `changeset version`: new versions and CHANGELOG.md entries, the changesets consumed;
// 2. the shared packages' exported names recorded at their new versions (exports-history.json);
// 3. the release recorded in releases.json: its name, date, and every app's and package's version.
// Commit the result as one commit: that commit is the release. The two-release test finds it as the
// commit that added the release's entry to releases.json (git log -S), builds the shell and the
// other remotes from it in a worktree, and loads the patron-area of HEAD on them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { recordExports } from '../packages/federation/src/exports.mjs';
import { root } from './pnpm.mjs';

const bin = path.join(root, 'node_modules/.bin/changeset');
const pending = fs.readdirSync(path.join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
if (pending.length) execFileSync(bin, ['version'], { cwd: root, stdio: 'inherit' });
else console.log('release: no pending changeset; recording the versions as they are');

const recorded = recordExports();
if (recorded.length) console.log(`release: exports recorded for ${recorded.join(', ')}`);

/** Every workspace app and package with its version. */
const versions = {};
for (const top of ['apps', 'packages']) {
  for (const dir of fs.readdirSync(path.join(root, top)).sort()) {
    const file = path.join(root, top, dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const { name, version } = JSON.parse(fs.readFileSync(file, 'utf8'));
    versions[name] = version;
  }
}
const releasesFile = path.join(root, 'releases.json');
const releases = fs.existsSync(releasesFile) ? JSON.parse(fs.readFileSync(releasesFile, 'utf8')) : [];
const date = new Date().toISOString().slice(0, 10);
const sameDay = releases.filter((r) => r.name.startsWith(date)).length;
const release = { name: `${date}.${sameDay + 1}`, date, versions };
releases.push(release);
fs.writeFileSync(releasesFile, `${JSON.stringify(releases, null, 2)}\n`);
console.log(`release ${release.name} recorded in releases.json: commit it (git commit -am "release ${release.name}")`);
