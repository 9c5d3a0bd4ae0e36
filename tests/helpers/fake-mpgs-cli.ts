// Runs the fake Mastercard Gateway on loopback for Playwright (playwright.mpgs.config.ts).
import { startFakeMpgs } from "./fake-mpgs";

const port = Number(process.env.FAKE_MPGS_PORT ?? 3200);
const fake = await startFakeMpgs(port, process.env.FAKE_MPGS_MERCHANT ?? "TESTIKAZE", process.env.FAKE_MPGS_PASSWORD ?? "fake-api-password");
console.log(`[fake-mpgs] listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
