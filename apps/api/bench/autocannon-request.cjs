// Loaded by autocannon's worker thread (workers mode needs a file, not a function): every request
// takes the next path of the benchmark's query set, so the 20 connections cycle through all of it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file: autocannon require()s it
const fs = require('node:fs');

const paths = JSON.parse(fs.readFileSync(process.env.ESTANTE_BENCH_PATHS, 'utf8'));
let next = 0;

module.exports = function setupRequest(request) {
  request.path = paths[next % paths.length];
  next += 1;
  return request;
};
