import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * A team's change made in a copy, never in the source tree (deploy-alone.spec.ts, two-releases.spec.ts):
 * copies of apps and packages whose node_modules link to the real ones, built with the app's own
 * rspack config.
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every file of a folder with its sha256. */
export function hashTree(dir: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) Object.assign(out, hashTree(dir, child));
    else out[child] = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, child))).digest('hex');
  }
  return out;
}

/** A copy of a package folder without node_modules and dist; its node_modules a link to the real one's. */
export function copyPackage(from: string, to: string, { linkModules = true } = {}) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, filter: (src) => !/[/\\](node_modules|dist|dist-monolith|\.turbo)$/.test(src) });
  if (linkModules) fs.symlinkSync(path.join(from, 'node_modules'), path.join(to, 'node_modules'));
}

/**
 * A copy of an app whose node_modules links to the app's own, except the @estante packages named in
 * `replaced` (package folder name -> the copy to use instead).
 */
export function copyApp(app: string, to: string, replaced: Record<string, string> = {}) {
  copyPackage(path.join(root, 'apps', app), to, { linkModules: false });
  const modules = path.join(root, 'apps', app, 'node_modules');
  fs.mkdirSync(path.join(to, 'node_modules/@estante'), { recursive: true });
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== '@estante') fs.symlinkSync(path.join(modules, entry), path.join(to, 'node_modules', entry));
  }
  for (const entry of fs.readdirSync(path.join(modules, '@estante'))) {
    fs.symlinkSync(replaced[entry] ?? fs.realpathSync(path.join(modules, '@estante', entry)), path.join(to, 'node_modules/@estante', entry));
  }
}

/** Edits a JSON file in place. */
export function editJson<T>(file: string, edit: (json: T) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  edit(json);
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/** Builds an app folder (a copy) with its rspack config, for production. */
export function buildCopy(dir: string, env: Record<string, string> = {}) {
  return promisify(execFile)(process.execPath, [path.join(root, 'apps/patron-area/node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
  });
}

/** The strings of the change, in the remote's own three files (pt first). */
const NEWS = {
  pt: 'Novo nesta versão: {{count}} cursos para consultar.',
  en: 'New in this version: {{count}} courses to browse.',
  es: 'Nuevo en esta versión: {{count}} cursos para consultar.',
};

/**
 * The personal area's team's change, made in copies under `dir`: one more call in the patron entry
 * of @estante/api-endpoints (bundled by the app: no shared version moves), a new string in the
 * remote's own locales, and a component above its pages that shows the string with the call's
 * answer. With `newUi`, the change also uses a design-system export that only the next minor of
 * @estante/ui has (`ReleaseTag` in @estante/ui/tag): ui is copied at that minor, and the remote
 * declares `^<that minor>` in its peerDependencies, as the releases rules say.
 * Answers the folder of the patron-area copy and, with `newUi`, the new ui version.
 */
export function preparePatronAreaChange(dir: string, { newUi = false } = {}) {
  const endpointsCopy = path.join(dir, 'api-endpoints');
  copyPackage(path.join(root, 'packages/api-endpoints'), endpointsCopy);
  fs.appendFileSync(
    path.join(endpointsCopy, 'src/patron.ts'),
    `
/** New in this deployment: the courses on offer (a call no other build has). */
export const courses = (cfg?: CallConfig) => ask('courses', {}, cfg);
export const coursesQuery = () => queryOptions({ queryKey: ['patron', 'courses'], queryFn: ({ signal }) => courses({ signal }) });
`,
  );
  const replaced: Record<string, string> = { 'api-endpoints': endpointsCopy };
  let uiVersion: string | undefined;
  if (newUi) {
    const uiCopy = path.join(dir, 'ui');
    copyPackage(path.join(root, 'packages/ui'), uiCopy);
    editJson<{ version: string }>(path.join(uiCopy, 'package.json'), (pkg) => {
      const [major, minor] = pkg.version.split('.').map(Number);
      pkg.version = uiVersion = `${major}.${minor! + 1}.0`;
    });
    fs.appendFileSync(
      path.join(uiCopy, 'src/tag.ts'),
      `
/** New in this minor: a tag that marks what a release brought. */
export { ReleaseTag } from './release-tag';
`,
    );
    fs.writeFileSync(
      path.join(uiCopy, 'src/release-tag.tsx'),
      `import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';

export function ReleaseTag({ children }: { readonly children: ReactNode }) {
  return <Tag color="blue" data-release-tag>{children}</Tag>;
}
`,
    );
    replaced.ui = uiCopy;
  }

  const remoteCopy = path.join(dir, 'patron-area');
  copyApp('patron-area', remoteCopy, replaced);
  if (uiVersion) {
    editJson<{ peerDependencies: Record<string, string> }>(path.join(remoteCopy, 'package.json'), (pkg) => {
      pkg.peerDependencies['@estante/ui'] = `^${uiVersion}`;
    });
  }
  for (const [lng, text] of Object.entries(NEWS)) {
    editJson<{ patron: Record<string, unknown> }>(path.join(remoteCopy, `src/locales/${lng}.json`), (json) => {
      json.patron.deployNews = text;
    });
  }
  fs.writeFileSync(
    path.join(remoteCopy, 'src/DeployNews.tsx'),
    `import { useTranslation } from '@estante/i18n';
import { useQuery } from '@estante/api-client/react';
import { coursesQuery } from '@estante/api-endpoints/patron';
${newUi ? "import { ReleaseTag } from '@estante/ui/tag';\n" : ''}import { NS } from './strings';

const countOf = (data: unknown): number =>
  Array.isArray(data) ? data.length : ((Object.values((data ?? {}) as Record<string, unknown>).find(Array.isArray) as unknown[] | undefined)?.length ?? 0);

export function DeployNews() {
  const { t } = useTranslation(NS);
  const { data, isSuccess } = useQuery(coursesQuery());
  const text = t('patron.deployNews', { count: countOf(data) });
  return isSuccess ? <p data-deploy-news>{${newUi ? '<ReleaseTag>{text}</ReleaseTag>' : 'text'}}</p> : null;
}
`,
  );
  fs.renameSync(path.join(remoteCopy, 'src/App.tsx'), path.join(remoteCopy, 'src/AppBeforeDeploy.tsx'));
  fs.writeFileSync(
    path.join(remoteCopy, 'src/App.tsx'),
    `import type { RemoteAppProps } from '@estante/federation';
import AppBeforeDeploy from './AppBeforeDeploy';
import { DeployNews } from './DeployNews';

export default function App(props: RemoteAppProps) {
  return (
    <>
      <DeployNews />
      <AppBeforeDeploy {...props} />
    </>
  );
}
`,
  );
  return { remoteCopy, uiVersion };
}
