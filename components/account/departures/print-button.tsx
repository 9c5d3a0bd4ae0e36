"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (the manifest's print stylesheet leaves the dashboard's frame out). */
export function PrintButton({ label = "Print" }: { label?: string }) {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
