import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "@/lib/access/auth/common-passwords";
import { isCommonPassword, passwordProblems, PASSWORD_MESSAGES } from "@/lib/access/auth/password-rules";
import { newPasswordFields, resetPasswordSchema } from "@/lib/access/auth/schema";
import { getDb } from "@/lib/platform/db/client";
import { upsertAdmin } from "@/lib/access/users/bootstrap";

const issues = (body: unknown) => {
  const r = resetPasswordSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("password rules", () => {
  it("the common list holds at least the 1,000 most common passwords, lower-cased and unique", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const p of ["123456", "password", "qwerty", "iloveyou", "qwertyuiop", "1234567890", "password123"]) expect(COMMON_PASSWORDS.has(p)).toBe(true);
    for (const p of COMMON_PASSWORDS) expect(p).toBe(p.toLowerCase());
  });

  it("accepts a long unusual passphrase, and a password of exactly 10 and of 128 characters", () => {
    expect(passwordProblems("kigali-sunrise-over-nyungwe")).toEqual([]);
    expect(passwordProblems("x7#Kd9!pQz")).toEqual([]);
    expect(passwordProblems("a".repeat(60) + "Z".repeat(68))).toEqual([]);
  });

  it("refuses short, overlong (never truncating) and common passwords, saying which rule failed", () => {
    expect(passwordProblems("")).toEqual([PASSWORD_MESSAGES.required]);
    expect(passwordProblems("short-1")).toEqual([PASSWORD_MESSAGES.tooShort]);
    // 129 characters: refused rather than cut to the first 128.
    expect(passwordProblems("b".repeat(129))).toEqual([PASSWORD_MESSAGES.tooLong]);
    expect(passwordProblems("QwertyUIOP")).toEqual([PASSWORD_MESSAGES.common]);
    expect(passwordProblems("Password123")).toEqual([PASSWORD_MESSAGES.common]);
    expect(isCommonPassword(" password1234 ")).toBe(true);
    expect(PASSWORD_MESSAGES.tooShort).toBe("Password must be at least 10 characters long.");
  });

  it("counts characters, not bytes or UTF-16 units", () => {
    expect(passwordProblems("ñandú-café")).toEqual([]);
    expect(passwordProblems("🦍🦍🦍🦍🦍🦍🦍🦍🦍")).toEqual([PASSWORD_MESSAGES.tooShort]);
  });

  it("the confirm password must match, and every problem is reported at once", () => {
    expect(issues({ token: "t", password: "short", confirmPassword: "other" })).toEqual([
      `password: ${PASSWORD_MESSAGES.tooShort}`,
      `confirmPassword: ${PASSWORD_MESSAGES.mismatch}`,
    ]);
    expect(issues({})).toEqual([
      "token: The link is missing its token.",
      `password: ${PASSWORD_MESSAGES.required}`,
      `confirmPassword: ${PASSWORD_MESSAGES.confirmRequired}`,
    ]);
    expect(newPasswordFields.safeParse({ password: "kigali-sunrise-1", confirmPassword: "kigali-sunrise-1" }).success).toBe(true);
  });

  it("an administrator created at start or by the CLI follows the same rules", async () => {
    const db = await getDb();
    await expect(upsertAdmin(db, "weak@ikaze.test", "Password123")).rejects.toThrow(`The administrator password is not accepted: ${PASSWORD_MESSAGES.common}.`);
    await expect(upsertAdmin(db, "ok@ikaze.test", "a-long-unusual-admin-phrase")).resolves.toBeUndefined();
  });
});
