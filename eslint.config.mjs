import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";

// sonner loads with the first toast (components/ui/toast.ts); a direct import would put it back in
// the page's bundle, and its toasts would go nowhere (there is no <Toaster> in the layout).
const sonner = { name: "sonner", message: "Use @/components/ui/toast: sonner loads with the first toast." };

// lib/ is cut into contexts, bottom to top (docs/architecture.md#contexts): each imports only from the
// ones below it, and from those only their front doors, the files named here. A new cross-context
// import of another file is a choice to make here, in review, not by accident.
const CONTEXTS = ["platform", "access", "booking", "content", "audience", "office"];
const FRONT_DOORS = {
  platform: [
    "api/media-urls",
    "backup/rows",
    "cache-tags",
    "csv",
    "dates",
    "db/client",
    "db/enums",
    "db/schema",
    "db/violations",
    "cache/page-cache-owner",
    "env",
    "errors",
    "format",
    "forms/guard",
    "forms/public-form",
    "http/client",
    "locales",
    "mail/account-mails",
    "mail/deliver",
    "mail/layout",
    "mail/makers",
    "mail/outbox",
    "mail/store-then-mail",
    "mail/words",
    "pagination",
    "rate-limit",
    "rich-text/sanitize",
    "site",
    "slug",
    "text-search/match",
    "text-search/terms",
    "validation/text",
  ],
  access: ["audit/queries", "audit/service", "auth/guards", "auth/tokens", "users/bootstrap"],
  booking: [
    "terms/cancellation-rules",
    "departures/choices",
    "departures/queries",
    "departures/series",
    "departures/tour-row",
    "orders/dates",
    "orders/party-prices",
    "orders/phone",
    "orders/schema",
    "orders/serialize",
    "participants/countries",
    "terms/fees",
  ],
  content: [
    "comments/queries",
    "comments/schema",
    "i18n/locales",
    "i18n/messages",
    "kind/fields",
    "kind/media",
    "kind/slugs",
    "kind/waiting",
    "news/public-queries",
    "tours/public-queries",
    "uploads/storage",
  ],
  audience: ["inquiries/queries", "mailing-list/queries"],
  office: [],
};

// Inside a context, its folders stand in floors too, bottom to top: a folder imports only from the
// ones before it in its list (docs/architecture.md#floors-of-booking). A context without a list
// is one floor.
const FLOORS = {
  booking: [
    "terms",
    "orders",
    "company-notices",
    "tickets",
    "vouchers",
    "letters",
    "status",
    "gateways",
    "refunds",
    "departures",
    "participants",
    "cancellation",
    "reminders",
    "order-desk",
    "payments",
  ],
};

function contextPatterns(context, level) {
  return [
    ...CONTEXTS.slice(level + 1).map((above) => ({
      regex: `^@/lib/${above}/`,
      message: `lib/${context} sits below lib/${above} and does not import it (docs/architecture.md#contexts).`,
    })),
    ...CONTEXTS.slice(0, level).map((below) => ({
      regex: `^@/lib/${below}/(?!(?:${FRONT_DOORS[below].join("|")})$)`,
      message: `Not a front door of lib/${below}: use one of its FRONT_DOORS (eslint.config.mjs), or add this file there.`,
    })),
    { regex: "^\\.\\./\\.\\./", message: "Another context is reached as @/lib/<context>/…, through its front doors." },
  ];
}

const restrict = (files, patterns) => ({ files, rules: { "no-restricted-imports": ["error", { paths: [sonner], patterns }] } });

const contextRules = CONTEXTS.flatMap((context, level) => {
  const floors = FLOORS[context];
  if (!floors) return [restrict([`lib/${context}/**`], contextPatterns(context, level))];
  return [
    restrict([`lib/${context}/**`], contextPatterns(context, level)),
    ...floors.map((folder, floor) =>
      restrict(
        [`lib/${context}/${folder}/**`],
        [
          ...contextPatterns(context, level),
          ...floors.slice(floor + 1).map((above) => ({
            regex: `^(@/lib/${context}|\\.\\.)/${above}/`,
            message: `lib/${context}/${folder} stands below lib/${context}/${above} and does not import it (FLOORS in eslint.config.mjs).`,
          })),
        ],
      ),
    ),
  ];
});

const config = [
  {
    ignores: [
      ".next*/**",
      "node_modules/**",
      "data/**",
      "bench/reference/**",
      "test-results/**",
      "test-results-card/**",
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
  ...contextRules,
  {
    // The schema is the ground floor: its enums and constants live beside it, it imports nothing of lib/.
    files: ["lib/platform/db/schema.ts", "lib/platform/db/enums.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [sonner], patterns: [{ regex: "^(@/lib/|\\.\\./)", message: "The schema imports nothing above it." }] }],
    },
  },
];

export default config;
