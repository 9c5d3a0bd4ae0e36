import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/platform/safe-redirect";

describe("safeNextPath (the login page's ?next=)", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeNextPath("/account/tours?page=2")).toBe("/account/tours?page=2");
    expect(safeNextPath("/tour/gorilla-trek")).toBe("/tour/gorilla-trek");
  });

  it.each([
    "//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\t\\evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/.//evil.example",
    "https://evil.example/account",
    "http:/evil.example",
    "javascript:alert(1)",
    "account",
    "",
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBe("/account");
  });

  it("refuses auth pages (no loop back to the login or a reset link)", () => {
    expect(safeNextPath("/auth/login?next=/account")).toBe("/account");
    expect(safeNextPath("/auth/password/new/abc")).toBe("/account");
    expect(safeNextPath("/%61uth/login")).toBe("/account");
  });
});
