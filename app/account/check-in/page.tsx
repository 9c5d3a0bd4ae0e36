import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { PageHeader } from "@/components/account/page-header";
import { CheckInDesk } from "@/components/account/check-in/check-in-desk";

export const metadata: Metadata = { title: "Check-in" };

/**
 * /account/check-in: at the door or the bus, on a phone: scan the voucher's QR code with the
 * camera (or a photo of it), or type the code printed under it.
 */
export default async function CheckInPage() {
  const actor = await requireStaffPage();
  return (
    <>
      <PageHeader
        title="Check-in"
        description="Scan the QR code on a voucher or ticket, or type the code printed under it. Each code checks its party in once, from the day before its date to the end of its last day."
      />
      <CheckInDesk isAdmin={actor.role === "admin"} />
    </>
  );
}
