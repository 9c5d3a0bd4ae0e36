// The security headers of every response, set by next.config.mjs.
// The chat widget loads from embed.tawk.to and talks to other tawk.to hosts: `*.` covers them all
// (every subdomain; a second, explicit embed.tawk.to only lengthened the header of every answer).
const tawk = "https://*.tawk.to";
const cloudinary = "https://res.cloudinary.com";

/**
 * Mastercard Gateway's checkout.min.js and its payment page; a gateway elsewhere (a regional host,
 * the tests' fake) is allowed when MPGS_BASE_URL is set (next.config.mjs reads it at build time).
 */
function gatewaySources() {
  const base = process.env.MPGS_BASE_URL;
  return ["https://*.gateway.mastercard.com", base ? new URL(base).origin : ""].join(" ").trim();
}

/**
 * Content-Security-Policy. Scripts keep 'unsafe-inline': see docs/decisions/csp-unsafe-inline.md.
 * 'wasm-unsafe-eval' lets a page compile WebAssembly (the check-in desk's QR decoder), not eval
 * JavaScript. It is on every page, not only /account/check-in: a document keeps the policy it was
 * loaded with, and staff reach the desk by in-app navigation from any page (one root layout).
 */
export function contentSecurityPolicy(isProd) {
  const mpgs = gatewaySources();
  return [
    "default-src 'self'",
    // Next inlines its bootstrap scripts; a nonce would force every page to render per request.
    `script-src 'self' 'unsafe-inline'${isProd ? "" : " 'unsafe-eval'"} 'wasm-unsafe-eval' ${tawk} ${mpgs}`,
    `style-src 'self' 'unsafe-inline' ${tawk} https://fonts.googleapis.com`,
    // Rich text keeps only images from these sources (lib/platform/rich-text/sanitize.ts).
    `img-src 'self' data: blob: ${cloudinary} ${tawk} https://*.openstreetmap.org`,
    `font-src 'self' data: ${tawk} https://fonts.gstatic.com`,
    `connect-src 'self' ${tawk} wss://*.tawk.to https://api.cloudinary.com ${mpgs}`,
    `frame-src 'self' ${tawk} https://www.openstreetmap.org ${mpgs}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${mpgs}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(isProd) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(isProd) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    // The camera for our own pages only (the check-in desk's scanner; the browser still asks),
    // on every document for the same reason as 'wasm-unsafe-eval' above.
    { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
  ];
}

/** Sent only on requests that reached us over https (next.config.mjs). */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };
