import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";

const config = [
  {
    ignores: [".next*/**", "node_modules/**", "data/**", "bench/reference/**", "test-results/**", "playwright-report/**", "lib/db/migrations/**", "next-env.d.ts"],
  },
  ...coreWebVitals,
  ...typescript,
  {
    // Dashboard links must not prefetch: see components/account/dashboard-link.tsx.
    files: ["app/account/**", "components/account/**"],
    ignores: ["components/account/dashboard-link.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Use @/components/account/dashboard-link (no prefetch) in the dashboard." }] }],
    },
  },
];

export default config;
