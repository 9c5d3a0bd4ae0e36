import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";

// sonner loads with the first toast (components/ui/toast.ts); a direct import would put it back in
// the page's bundle, and its toasts would go nowhere (there is no <Toaster> in the layout).
const sonner = { name: "sonner", message: "Use @/components/ui/toast: sonner loads with the first toast." };

const config = [
  {
    ignores: [
      ".next*/**",
      "node_modules/**",
      "data/**",
      "bench/reference/**",
      "test-results/**",
      "playwright-report/**",
      "lib/platform/db/migrations/**",
      "next-env.d.ts",
    ],
  },
  ...coreWebVitals,
  ...typescript,
  {
    // No import loops: a module that needs one that needs it back has the wrong owner for something.
    // app/ is the top (nothing imports a page or a route), so lib/, components/ and server/ are where one can form.
    files: ["lib/**", "components/**", "server/**"],
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    ignores: ["components/ui/toast.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [sonner] }] },
  },
  {
    // Dashboard links must not prefetch: see components/account/dashboard-link.tsx.
    files: ["app/account/**", "components/account/**"],
    ignores: ["components/account/dashboard-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [sonner, { name: "next/link", message: "Use @/components/account/dashboard-link (no prefetch) in the dashboard." }] },
      ],
    },
  },
];

export default config;
