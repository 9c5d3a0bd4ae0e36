// The load generator of `npm run bench`, run as its own process (so its work is not mixed with the
// bench's bookkeeping, and several can run side by side): keeps `connections` keep-alive requests
// in flight against one URL for `seconds`, then prints one JSON line with the count, the errors and
// the latencies (ms). Usage: node bench/load.mjs <url> <seconds> <connections> '<headers json>'
import http from "node:http";

const [url, seconds, connections, headersJson] = process.argv.slice(2);
const n = Number(connections);
const headers = JSON.parse(headersJson ?? "{}");
const agent = new http.Agent({ keepAlive: true, maxSockets: n });
const latencies = [];
let errors = 0;
let bytes = 0;
const t0 = performance.now();
const end = t0 + Number(seconds) * 1000;

const one = () =>
  new Promise((resolve) => {
    const begin = performance.now();
    http
      .get(url, { agent, headers }, (res) => {
        res.on("data", (c) => (bytes += c.length));
        res.on("end", () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - begin);
          resolve();
        });
      })
      .on("error", () => {
        errors++;
        resolve();
      });
  });

await Promise.all(
  Array.from({ length: n }, async () => {
    while (performance.now() < end) await one();
  }),
);
const elapsed = (performance.now() - t0) / 1000;
agent.destroy();
process.stdout.write(JSON.stringify({ elapsed, errors, bytes, latencies: latencies.map((l) => Math.round(l * 100) / 100) }) + "\n");
