"use client";

import type { ReactNode } from "react";
import words from "@/messages/client/fr.json";
import { SiteWordsContext } from "./context";

const LANGUAGE = { words, locale: "fr" } as const;

export default function FrenchWords({ children }: { children: ReactNode }) {
  return <SiteWordsContext value={LANGUAGE}>{children}</SiteWordsContext>;
}
