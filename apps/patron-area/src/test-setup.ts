// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine (CI runs the packages in
// parallel) an antd render can take longer, and a test would fail on time, not on behaviour.
// Only in the jsdom tests (`// @vitest-environment jsdom`): the node ones never load the DOM library.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
