import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";

const config = [
  {
    ignores: [".next*/**", "node_modules/**", "data/**", "bench/reference/**", "test-results/**", "playwright-report/**", "lib/db/migrations/**", "next-env.d.ts"],
  },
  ...coreWebVitals,
  ...typescript,
];

export default config;
