"use client";

import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A section's loading state (after 500 ms, spec §9). */
export function SectionLoading({ what }: { what: string }) {
  return <Spinner label={`Loading ${what}…`} />;
}

/** A section's error state: a red alert with the reason and a retry (spec §8). */
export function SectionError({ error, reset, what }: { error: Error & { digest?: string }; reset: () => void; what: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="space-y-3">
      <Alert title={`We could not load the ${what}.`}>{error.digest ? "Something went wrong on our side. Please try again." : error.message}</Alert>
      <Button variant="secondary" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
