// Security headers are set here (not in proxy.ts) so they also reach static files and cached pages.
const isProd = process.env.NODE_ENV === "production";

const tawk = "https://*.tawk.to https://embed.tawk.to";
const cloudinary = "https://res.cloudinary.com";
// Mastercard Gateway's checkout.min.js and its payment page; a gateway elsewhere (a regional host,
// the test fake) is allowed when MPGS_BASE_URL is set at build time.
const mpgs = ["https://*.gateway.mastercard.com", process.env.MPGS_BASE_URL ? new URL(process.env.MPGS_BASE_URL).origin : ""].join(" ").trim();
const csp = [
  "default-src 'self'",
  // Next inlines its bootstrap scripts; a nonce would force every page to render per request.
  `script-src 'self' 'unsafe-inline'${isProd ? "" : " 'unsafe-eval'"} ${tawk} ${mpgs}`,
  `style-src 'self' 'unsafe-inline' ${tawk} https://fonts.googleapis.com`,
  `img-src 'self' data: blob: ${cloudinary} ${tawk} https://*.openstreetmap.org`,
  `font-src 'self' data: ${tawk} https://fonts.gstatic.com`,
  `connect-src 'self' ${tawk} wss://*.tawk.to https://api.cloudinary.com ${mpgs}`,
  `frame-src 'self' ${tawk} https://www.openstreetmap.org ${mpgs}`,
  "object-src 'none'",
  "base-uri 'none'",
  `form-action 'self' ${mpgs}`,
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isProd ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets tests and benchmarks build side by side without sharing one output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Cached pages would be hashed in full on every request to make an ETag (about an eighth of the
  // server's time per view in `npm run bench`); the page cache already decides freshness.
  generateEtags: false,
  // forbidden() for admin-only dashboard pages. proxy.ts buffers API bodies up to this size; uploads
  // allow a 20 MB PDF plus the multipart overhead (lib/uploads/rules.ts), larger ones are refused.
  experimental: { authInterrupts: true, proxyClientMaxBodySize: "21mb" },
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "nodemailer", "sharp"],
  images: {
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com" }],
    // Fewer widths keep every <img srcset> short (pages carry many images) while still covering
    // phones, tablets, laptops and wide screens at 1x and 2x.
    deviceSizes: [640, 828, 1200, 1920, 2560],
    imageSizes: [96, 256, 384],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
