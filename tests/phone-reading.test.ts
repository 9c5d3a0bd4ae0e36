import { describe, expect, it } from "vitest";
import { checkBookingPhone, readablePhone } from "@/lib/booking/orders/phone";

describe("phone numbers: stored in E.164, read in one format everywhere", () => {
  it("a booking stores E.164, and every page shows it grouped", () => {
    const stored = checkBookingPhone("0788 123 456");
    expect(stored).toEqual({ ok: true, e164: "+250788123456" });
    expect(readablePhone("+250788123456")).toBe("+250 788 123 456");
    // Older rows and messages kept as typed read the same.
    expect(readablePhone("0788123456")).toBe("+250 788 123 456");
    expect(readablePhone("254712345678")).toBe("+254 712 345678");
    expect(readablePhone("+49 30 901820")).toBe("+49 30 901820");
  });

  it("what is not a number is shown as typed, and nothing stays nothing", () => {
    expect(readablePhone("call the front desk")).toBe("call the front desk");
    expect(readablePhone("  ")).toBe("");
  });
});
