import { fileURLToPath } from "node:url";
// Security headers are set here (not in proxy.ts) so they also reach static files, cached pages
// and Next's own error pages; malformed paths, which Next would answer before these apply, are
// turned away by proxy.ts.
import { HSTS, securityHeaders } from "./server/security-headers.mjs";
import { DEVICE_SIZES, IMAGE_SIZES, QUALITY } from "./lib/platform/image-widths.mjs";

const isProd = process.env.NODE_ENV === "production";

/** The Cloudinary cloud uploads go to: NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME, or CLOUDINARY_URL's host. */
function cloudinaryCloud() {
  if (process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME) return process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME;
  try {
    return process.env.CLOUDINARY_URL ? new URL(process.env.CLOUDINARY_URL).hostname || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets tests and benchmarks build side by side without sharing one output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // NEXT_COMPRESS=0: Node never gzips (docs/operations.md "Reverse proxy"), for a proxy or CDN in front that
  // compresses and keeps compressed copies. Plain `npm start` compresses as Next does by default.
  compress: process.env.NEXT_COMPRESS !== "0",
  // Only for `npm run bench`, which names each page's largest modules from them; production does
  // not publish its source.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCEMAPS === "1",
  // The payment settings the pages are built with (no secret: only whether MPGS is configured). In
  // production the server refuses to start when its own would choose another gateway, so a built
  // page never lacks (or wrongly shows) the TEST MODE banner (lib/booking/payments/startup.ts).
  env: {
    IKAZE_BUILT_PAYMENTS: JSON.stringify({
      testMode: process.env.PAYMENTS_TEST_MODE ?? "",
      mpgs: !!(process.env.MPGS_BASE_URL && process.env.MPGS_MERCHANT_ID && process.env.MPGS_API_PASSWORD),
    }),
  },
  // `npm run build:standalone` → `node .next/standalone/server.js`, a self-contained server
  // (docs/operations.md "Production"). Opt-in: with it on, `next start` (npm start, the tests) warns on every start.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // `npm test` and .ci/run type-check the same tree (`npm run typecheck`) before they build for the
  // browser tests; they set this so that each build does not repeat that pass. Other builds check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Read from disk at run time (lib/platform/db/client.ts migrates on start, and PGlite loads its pg_trgm
  // extension from this bundle), so the standalone folder needs them.
  // The PGlite worker thread (server/pglite-worker.mjs) is loaded from its file too, and so are the voucher PDF's fonts and logo (lib/booking/vouchers/pdf.ts)
  // and the check-in desk's QR decoder.
  outputFileTracingIncludes: {
    "/**": [
      "./lib/platform/db/migrations/**/*",
      "./node_modules/@electric-sql/pglite/dist/pg_trgm.tar.gz",
      "./server/pglite-worker.mjs",
      "./lib/booking/vouchers/fonts/*.ttf",
      "./public/site/logo.png",
      "./node_modules/zxing-wasm/dist/reader/zxing_reader.wasm",
    ],
  },
  // Next's page cache: in Redis when REDIS_URL is set, else on disk; 404s and misses stay in a
  // bounded memory cache either way, so random URLs fill neither (server/cache-handler.mjs).
  cacheHandler: fileURLToPath(new URL("./server/cache-handler.mjs", import.meta.url)),
  // forbidden() for admin-only dashboard pages. proxy.ts buffers API bodies up to this size; uploads
  // allow a 20 MB PDF plus the multipart overhead (lib/content/uploads/rules.ts), larger ones are refused.
  experimental: { authInterrupts: true, proxyClientMaxBodySize: "21mb" },
  // pdfkit reads its font metrics from its own folder at run time: required from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "nodemailer", "sharp", "pdfkit"],
  images: {
    // Only our own Cloudinary account's images, when it is known at build time: with any path on
    // res.cloudinary.com, anyone's images could be pulled through the optimizer into its cache.
    remotePatterns: [{ protocol: "https", hostname: "res.cloudinary.com", pathname: cloudinaryCloud() ? `/${cloudinaryCloud()}/**` : "/**" }],
    // The optimizer's disk cache is otherwise allowed half the free disk; least recently used out first.
    maximumDiskCacheSize: 512 * 1024 * 1024,
    // lib/platform/image-widths.mjs says why these few; components/site/img.tsx writes srcsets from them.
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [QUALITY],
  },
  // `npm run dev` opened at http://127.0.0.1:3000 gets its dev scripts as at localhost.
  allowedDevOrigins: ["127.0.0.1"],
  // English pages keep today's paths: every path that is not French, Kinyarwanda or one of the
  // app's own folders is served by the app/[locale] segment as /en/…. afterFiles: static files and
  // fixed routes (the sitemap, icons) answer first; the folders listed have dynamic routes of their
  // own, which come after these rewrites. proxy.ts sends a typed /en/… to the unprefixed path.
  async rewrites() {
    const notSite = "en|fr|rw|api|account|auth|uploads|preview|_next";
    return {
      afterFiles: [
        { source: "/", destination: "/en" },
        { source: `/:path((?!(?:${notSite})(?:/|$)).+)`, destination: "/en/:path" },
      ],
    };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(isProd) },
      // HSTS means nothing over http (browsers ignore it there) and would be wrong to promise.
      ...(isProd ? [{ source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS] }] : []),
      // API answers may depend on the session: no shared cache may keep them. no-transform also
      // keeps Next from gzipping each small JSON answer (docs/security.md "Password hashing"; nginx still may).
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "private, no-store, no-transform" }] },
    ];
  },
};

export default nextConfig;
