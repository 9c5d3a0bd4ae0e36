import { describe, expect, it } from "vitest";
import { z } from "zod";
import { calendarDate, dateTime, email, text, wholeNumber } from "@/lib/platform/validation/text";

const ok = (s: z.ZodType, v: unknown) => s.safeParse(v).success;

describe("text primitives", () => {
  const name = text({ required: "Full name is required.", max: 50, label: "Full name" });
  const note = text({ max: 100, label: "Note", multiline: true });

  it("refuses NUL, control characters, lone surrogates and blank text", () => {
    expect(ok(name, "Ada\u0000")).toBe(false);
    expect(ok(name, "Ada\u0007")).toBe(false);
    expect(ok(name, "Ada\uD800")).toBe(false);
    expect(ok(name, "\u200B\u200B")).toBe(false);
    expect(ok(name, "line\nbreak")).toBe(false);
    expect(ok(note, "line\nbreak\ttab")).toBe(true);
    expect(name.safeParse("  Ada  ").data).toBe("Ada");
    expect(name.safeParse("").error?.issues[0].message).toBe("Full name is required.");
    expect(ok(name, "x".repeat(51))).toBe(false);
    expect(note.parse(undefined)).toBe("");
  });

  it("bounds e-mails and lower-cases them", () => {
    expect(email().parse(" Ada@Example.RW ")).toBe("ada@example.rw");
    expect(ok(email(), `${"a".repeat(3000)}@x.rw`)).toBe(false);
    expect(email().safeParse("").error?.issues[0].message).toBe("Email is required.");
  });

  it("refuses impossible dates and years out of range", () => {
    expect(ok(calendarDate("bad"), "2027-02-30")).toBe(false);
    expect(ok(calendarDate("bad"), "2028-02-29")).toBe(true);
    expect(ok(calendarDate("bad"), "99999-01-01")).toBe(false);
    expect(ok(dateTime("bad"), "2027-02-28T10:30")).toBe(true);
    expect(ok(dateTime("bad"), "2027-02-28T24:30")).toBe(false);
    expect(ok(dateTime("bad"), "2027-02-28T10:30:00.000Z")).toBe(true);
    expect(ok(dateTime("bad"), "0001-01-01")).toBe(false);
    // Offsets a clock can have (UTC−12:00 to UTC+14:00), with or without the colon; +99:00 was an Invalid Date later.
    expect(ok(dateTime("bad"), "2027-02-28T10:30:00+05:30")).toBe(true);
    expect(ok(dateTime("bad"), "2027-02-28T10:30-0800")).toBe(true);
    expect(ok(dateTime("bad"), "2027-02-28T10:30:00+99:00")).toBe(false);
    expect(ok(dateTime("bad"), "2027-02-28T10:30:00+05:75")).toBe(false);
  });

  it("takes whole numbers and numeric strings, not hex or exponents", () => {
    const party = wholeNumber("1 to 5", 1, 5);
    expect(party.parse("3")).toBe(3);
    expect(ok(party, "0x1F")).toBe(false);
    expect(ok(party, "1e1")).toBe(false);
    expect(ok(party, 6)).toBe(false);
    expect(ok(party, 2.5)).toBe(false);
  });
});
