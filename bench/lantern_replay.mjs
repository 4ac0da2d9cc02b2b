// Lighthouse's simulated LCP of a saved run, recomputed with some responses made smaller or larger: what a change
// of bytes would do to the figure, without building and serving it (bench/RESULTS.md history, session 27).
//
//   node bench/lantern_replay.mjs DIR/category-after-1-0.trace.json [main-=-2000 CategoryPage-=+300 document=-1500]
//
// The trace and its devtools log are what `bench/lighthouse_ab.py --traces --keep DIR` saves beside each report
// (`<report>-0.trace.json`, `<report>-0.devtoolslog.json`). Each PATTERN=DELTA adds DELTA bytes to the transfer of
// every request whose URL holds PATTERN, or of the page itself for the pattern `document`. Prints the simulated LCP
// (and its optimistic and pessimistic estimates), then the requests of each estimate's graph in the order the
// simulation finished them, with their bytes.
import fs from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const [tracePath, ...changes] = process.argv.slice(2);
if (!tracePath?.endsWith('.trace.json')) {
  console.error('usage: node bench/lantern_replay.mjs RUN.trace.json [URL_PATTERN=+BYTES ...]');
  process.exit(2);
}
const trace = JSON.parse(fs.readFileSync(tracePath, 'utf8'));
const devtoolsLog = JSON.parse(fs.readFileSync(tracePath.replace(/\.trace\.json$/, '.devtoolslog.json'), 'utf8'));
const deltas = changes.map((change) => {
  const at = change.lastIndexOf('=');
  return { pattern: change.slice(0, at), bytes: Number(change.slice(at + 1)) };
});

// Each request's URL, then its transfer size changed where a pattern names it.
const urls = new Map();
for (const { method, params } of devtoolsLog) {
  if (method === 'Network.requestWillBeSent') urls.set(params.requestId, params.request.url);
}
const mainDocumentUrl = devtoolsLog.find(({ method }) => method === 'Network.requestWillBeSent').params.request.url;
const named = (url, pattern) => (pattern === 'document' ? url === mainDocumentUrl : url?.includes(pattern));
for (const { method, params } of devtoolsLog) {
  if (method !== 'Network.loadingFinished') continue;
  for (const { pattern, bytes } of deltas) {
    if (named(urls.get(params.requestId), pattern)) params.encodedDataLength += bytes;
  }
}

const data = {
  trace,
  devtoolsLog,
  gatherContext: { gatherMode: 'navigation' },
  settings: { ...defaultSettings, formFactor: 'mobile', throttlingMethod: 'simulate' },
  URL: { requestedUrl: mainDocumentUrl, mainDocumentUrl, finalDisplayedUrl: mainDocumentUrl },
  SourceMaps: [],
  simulator: null,
};
const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
const ms = (value) => Math.round(value).toLocaleString('en');
console.log(
  `LCP ${ms(result.timing)} ms (optimistic ${ms(result.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${ms(result.pessimisticEstimate.timeInMs)})`,
);
for (const estimate of ['optimistic', 'pessimistic']) {
  console.log(`${estimate}: each request's start and end, and its bytes`);
  const requests = [...result[`${estimate}Estimate`].nodeTimings]
    .filter(([node]) => node.type === 'network')
    .sort(([, a], [, b]) => a.endTime - b.endTime);
  for (const [node, timing] of requests) {
    const { url, transferSize } = node.request;
    const times = `${ms(timing.startTime).padStart(7)} ${ms(timing.endTime).padStart(7)} ms`;
    console.log(`${times} ${String(transferSize).padStart(7)} B  ${url.slice(0, 100)}`);
  }
}
