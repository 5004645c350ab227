// `pnpm bench:bundle`: the bytes of a first visit, federated and monolith — `pnpm bench --only bytes`
// (scripts/bench.mjs, bench/README.md). Other options pass through (`--no-build`).
process.argv.push('--only', 'bytes');
await import('./bench.mjs');
