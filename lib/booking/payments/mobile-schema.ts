import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { MOBILE_PROVIDERS, PROVIDER_NAMES, type MobileProvider } from "@/lib/booking/gateways/mobile-money";

/** Client-safe: /pay's form and the server read the same rules. */
export const NOT_A_WALLET = "Please enter a Rwandan mobile number (078, 079, 072 or 073 followed by 7 digits).";
export const wrongNetwork = (chosen: MobileProvider, actual: MobileProvider) =>
  `This is an ${PROVIDER_NAMES[actual]} number, not ${PROVIDER_NAMES[chosen]}. Choose ${PROVIDER_NAMES[actual]}, or enter your ${PROVIDER_NAMES[chosen]} number.`;

/** MTN Rwanda numbers start 078/079, Airtel's 072/073. */
const PREFIXES: Record<string, MobileProvider> = { "78": "momo", "79": "momo", "72": "airtel", "73": "airtel" };

/** The number as the providers take it (250781234567) and its network; null when it is not a Rwandan mobile number. */
export function readWallet(input: string): { msisdn: string; provider: MobileProvider } | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "RW");
  if (!parsed || parsed.country !== "RW" || !parsed.isValid()) return null;
  const provider = PREFIXES[parsed.nationalNumber.slice(0, 2)];
  return provider ? { msisdn: `250${parsed.nationalNumber}`, provider } : null;
}

/** "078•••••45": enough for staff and the payer to recognise it. */
export const maskMsisdn = (msisdn: string) => {
  const national = msisdn.startsWith("250") ? `0${msisdn.slice(3)}` : msisdn;
  return `${national.slice(0, 3)}${"•".repeat(Math.max(0, national.length - 5))}${national.slice(-2)}`;
};

export const mobilePaymentSchema = z
  .object({
    orderId: z.uuid({ error: "Order not found." }),
    provider: z.enum(MOBILE_PROVIDERS, { error: "Choose MTN MoMo or Airtel Money." }).optional(),
    phone: z.string({ error: NOT_A_WALLET }).max(40, NOT_A_WALLET),
  })
  .transform((v, ctx) => {
    const wallet = readWallet(v.phone);
    if (!wallet) {
      ctx.addIssue({ code: "custom", message: NOT_A_WALLET, path: ["phone"] });
      return z.NEVER;
    }
    if (v.provider && v.provider !== wallet.provider) {
      ctx.addIssue({ code: "custom", message: wrongNetwork(v.provider, wallet.provider), path: ["phone"] });
      return z.NEVER;
    }
    return { orderId: v.orderId, provider: wallet.provider, msisdn: wallet.msisdn };
  });
