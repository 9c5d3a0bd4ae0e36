import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { readFixedTextStatus } from "@/lib/content/fixed-texts/queries";
import { PageHeader } from "@/components/account/page-header";
import { FixedTextStatusTable } from "@/components/account/fixed-texts/status-table";

export const metadata: Metadata = { title: "Fixed texts" };

export default async function FixedTextsPage() {
  await requireStaffPage();
  const rows = await readFixedTextStatus();
  return (
    <>
      <PageHeader
        title="Fixed texts"
        description="The FAQ (its sections and entries), the four services and the about, terms and privacy pages in English, French and Kinyarwanda: the site's default wording, a staff edit, a text to review, or missing (the page shows the English). The French and Kinyarwanda defaults were written without a native speaker: they need review until saved with the box unticked."
      />
      <FixedTextStatusTable rows={rows} />
    </>
  );
}
