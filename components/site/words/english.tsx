"use client";

import type { ReactNode } from "react";
import words from "@/messages/client/en.json";
import { SiteWordsContext } from "./context";

const LANGUAGE = { words, locale: "en" } as const;

export default function EnglishWords({ children }: { children: ReactNode }) {
  return <SiteWordsContext value={LANGUAGE}>{children}</SiteWordsContext>;
}
