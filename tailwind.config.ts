import type { Config } from "tailwindcss";

// Theme tokens: one deep green brand colour with an earth accent (DESIGN.md, Look and feel).
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef7f1",
          100: "#d5ecdd",
          200: "#acd8bd",
          300: "#7bbd97",
          400: "#4c9d72",
          500: "#2f8057",
          600: "#216644",
          700: "#1b5238",
          800: "#17422e",
          900: "#123626",
          950: "#0a1f16",
        },
        earth: {
          50: "#fbf6ef",
          100: "#f4e8d6",
          200: "#e8cfa9",
          300: "#d9b077",
          400: "#c98f4c",
          500: "#b57333",
          600: "#985b29",
          700: "#7a4625",
          800: "#643a23",
          900: "#53311f",
        },
        ink: { DEFAULT: "#1c2521", soft: "#4a5650", faint: "#6b7670" },
      },
      fontFamily: {
        // The system's own interface font (San Francisco, Segoe UI, Roboto…): no download, no swap.
        // system-ui is left out on purpose: on Linux it names DejaVu Sans, much wider than the rest.
        sans: ["-apple-system", "BlinkMacSystemFont", '"Segoe UI"', "Roboto", '"Helvetica Neue"', "Arial", '"Noto Sans"', "sans-serif"],
        display: ["var(--font-display)", "Georgia", "serif"],
      },
      boxShadow: { card: "0 1px 2px rgb(0 0 0 / 0.05), 0 8px 24px -12px rgb(0 0 0 / 0.18)" },
    },
  },
};

export default config;
