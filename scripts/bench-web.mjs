// `pnpm bench:web`: Lighthouse mobile and INP, federated and monolith — `pnpm bench --only lighthouse,inp`
// (scripts/bench.mjs, bench/README.md). Other options pass through (`--no-build`, `--runs N`).
process.argv.push('--only', 'lighthouse,inp');
await import('./bench.mjs');
