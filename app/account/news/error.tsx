"use client";

import { SectionError } from "@/components/account/content/section-states";

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <SectionError {...props} what="blogs" />;
}
