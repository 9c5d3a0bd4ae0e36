import { afterEach, describe, expect, it, vi } from "vitest";

describe("configuration", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("stops with a message that names a bad variable", async () => {
    vi.stubEnv("SMTP_URL", "mail.example.com");
    vi.stubEnv("PORT", "eighty");
    const { env } = await import("@/lib/platform/env");
    expect(() => env()).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => env()).toThrow(/PORT/);
  });

  it("runs on its embedded defaults with nothing set", async () => {
    for (const k of ["DATABASE_URL", "SMTP_URL", "CLOUDINARY_URL", "SESSION_SECRET", "PORT", "CORS_ORIGINS"]) vi.stubEnv(k, "");
    const { env } = await import("@/lib/platform/env");
    expect(env()).toMatchObject({ PORT: 3000, DATABASE_URL: undefined, MPGS_API_VERSION: 100, CORS_ORIGINS: [] });
    expect(env().PAYMENTS_TEST_MODE).toBeUndefined();
  });

  it("refuses a Hosted Checkout version older than 63", async () => {
    vi.stubEnv("MPGS_API_VERSION", "61");
    const { env } = await import("@/lib/platform/env");
    expect(() => env()).toThrow(/MPGS_API_VERSION: must be 63 or later/);
  });

  it("reads CORS_ORIGINS as a list of origins", async () => {
    vi.stubEnv("CORS_ORIGINS", "https://a.example, https://b.example/");
    const { env } = await import("@/lib/platform/env");
    expect(env().CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
  });
});
