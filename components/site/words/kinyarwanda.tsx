"use client";

import type { ReactNode } from "react";
import words from "@/messages/client/rw.json";
import { SiteWordsContext } from "./context";

const LANGUAGE = { words, locale: "rw" } as const;

export default function KinyarwandaWords({ children }: { children: ReactNode }) {
  return <SiteWordsContext value={LANGUAGE}>{children}</SiteWordsContext>;
}
