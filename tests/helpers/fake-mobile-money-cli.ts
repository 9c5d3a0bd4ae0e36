// Runs the MTN MoMo and Airtel Money fake on loopback (lib/booking/gateways/mobile-fake.ts), e.g. to point
// MOMO_BASE_URL and AIRTEL_BASE_URL at it by hand; it prints the credentials to set.
import { startFakeMobileMoney } from "../../lib/booking/gateways/mobile-fake";

const port = Number(process.env.FAKE_MOBILE_PORT ?? 3300);
const fake = await startFakeMobileMoney({ port, airtelCallbackUrl: process.env.FAKE_AIRTEL_CALLBACK_URL });
const { momo, airtel } = fake.credentials;
console.log(`[fake-mobile-money] listening on ${fake.url} (payer's phone: ${fake.url}/phone)`);
console.log(
  `MOMO_BASE_URL=${fake.url} MOMO_SUBSCRIPTION_KEY=${momo.subscriptionKey} MOMO_API_USER=${momo.apiUser} MOMO_API_KEY=${momo.apiKey} MOMO_DISBURSEMENT_SUBSCRIPTION_KEY=${momo.subscriptionKey} MOMO_DISBURSEMENT_API_USER=${momo.apiUser} MOMO_DISBURSEMENT_API_KEY=${momo.apiKey}`,
);
console.log(`AIRTEL_BASE_URL=${fake.url} AIRTEL_CLIENT_ID=${airtel.clientId} AIRTEL_CLIENT_SECRET=${airtel.clientSecret}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
