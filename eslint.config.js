// One flat config for the whole workspace. Boundary rules enforce DESIGN.md:
// no app imports another app, and only packages/ui imports antd.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'catalogue', 'title-detail', 'patron-area', 'auth', 'api'];

/** Forbid importing any app other than `self` (by package name or by relative path). */
function appBoundary(self) {
  const others = apps.filter((a) => a !== self);
  return {
    files: [`apps/${self}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((a) => [`@estante/${a}`, `@estante/${a}/*`, `**/apps/${a}/**`, `../${a}/**`, `../../${a}/**`]),
              message: 'An app never imports another app: share it through a package (DESIGN.md, rules of the federation).',
            },
            {
              group: ['react-router', 'react-router/*', 'react-router-dom'],
              message: 'Use @estante/federation/router: one shared router context, without shipping all of react-router.',
            },
            {
              group: ['antd', 'antd/*', '@ant-design/*'],
              message: 'Only packages/ui imports antd: use an @estante/ui/* entry so the page pays only for what it renders.',
            },
            {
              group: ['i18next', 'react-i18next', 'nanostores', '@nanostores/react', '@nanostores/persistent'],
              message: 'Reach i18next through @estante/i18n and nanostores through @estante/session: one copy of each in the page.',
            },
            {
              group: ['@tanstack/*'],
              message: 'Use the query layer of @estante/api-client/react: a second copy of TanStack Query would be a second cache.',
            },
            ...(self === 'api'
              ? []
              : [
                  {
                    group: ['axios', '@estante/api-contract/routes', 'react-hook-form'],
                    message: 'Call the API through an endpoint entry (@estante/api-endpoints/<domain>) and build forms with @estante/ui/form.',
                  },
                ]),
          ],
        },
      ],
    },
  };
}

/**
 * A remote rendered on the shell's server (issue 27): its pages hydrate once the chunks they rendered
 * have loaded, which `lazyComponent` of the router entry tracks and `React.lazy` does not.
 */
function serverRenderedRemote(self) {
  return {
    files: [`apps/${self}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // One list per file: the page blocks' selectors with these (a later config replaces a rule whole).
      'no-restricted-syntax': [
        'error',
        ...pageBlocks().rules['no-restricted-syntax'].slice(1),
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='lazy']",
          message: 'A page of this remote is rendered on the server and hydrated: load its parts with lazyComponent (@estante/federation/router), which the page loads before it hydrates.',
        },
        {
          selector: "MemberExpression[object.name='React'][property.name='lazy']",
          message: 'A page of this remote is rendered on the server and hydrated: load its parts with lazyComponent (@estante/federation/router).',
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-monolith/**', 'e2e/.releases/**', 'e2e/.two-releases/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '.library/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Packages other than ui never import antd either.
  {
    files: ['packages/!(ui)/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['antd', 'antd/*', '@ant-design/*'], message: 'Only packages/ui imports antd.' }] },
      ],
    },
  },
  ...apps.map(appBoundary),
  pageBlocks(),
  ...['catalogue', 'title-detail'].map(serverRenderedRemote),
  apiLayers(),
);

/**
 * Pages are built from blocks (DESIGN.md): server data through the query layer
 * (@estante/api-client/react), never a hand-written fetch effect with its own abort controller;
 * calls through an endpoint entry, never the contract's route table or axios directly.
 */
function pageBlocks() {
  return {
    files: ['apps/{shell,catalogue,title-detail,patron-area,auth}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AbortController']",
          message: 'No hand-written fetch effect: use useQuery/useMutation of @estante/api-client/react with an endpoint entry’s option factory.',
        },
      ],
    },
  };
}

/**
 * The API server's layers (DESIGN.md, "The API server"): SQL only in a module's repository (never
 * in its routes or in a plugin), and a module's routes never import another module's routes.
 */
function apiLayers() {
  const sql = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\s/i;
  const message = "SQL lives in the module's repository.ts (DESIGN.md, the API server).";
  return {
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/plugins/**/*.ts'],
    ignores: ['apps/api/src/modules/**/repository.ts', 'apps/api/src/modules/**/*.repository.ts', 'apps/api/src/plugins/*-store.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${sql}]`, message },
        { selector: `TemplateElement[value.raw=${sql}]`, message },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appBoundary('api').rules['no-restricted-imports'][1].patterns,
            {
              // ../<module>, ../<module>/index, ../<module>/routes…; ../deps and ../../plugins/… are fine.
              regex: '^\\.\\./(?!deps$)[^./][^/]*(/(index|routes[^/]*))?$',
              message: "A module's routes never import another module's: share a repository, a plugin or a lib instead.",
            },
          ],
        },
      ],
    },
  };
}
