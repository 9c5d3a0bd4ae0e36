import { NextResponse } from "next/server";
import { appUrl } from "@/lib/env";
import { ValidationError } from "@/lib/errors";

export const FORM_UNREADABLE = "The form could not be read. Please send it again.";

/**
 * Progressive enhancement: the auth forms post to their Route Handler as a plain HTML form when
 * script has not run yet (or at all). Such a request gets a 303 to a page, never JSON, and never
 * a password in a URL; with script the same forms send JSON and get the contract's answers.
 */
export function isFormPost(req: Request): boolean {
  const type = req.headers.get("content-type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The form's text fields as an object (files ignored). */
export async function readForm(req: Request): Promise<Record<string, string>> {
  // A body that does not parse as the form its Content-Type claims is the sender's mistake (400).
  const form = await req.formData().catch(() => {
    throw new ValidationError([FORM_UNREADABLE]);
  });
  const fields: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") fields[k] = v;
  return fields;
}

/** 303 See Other to a path on this site (so the browser follows with a GET). */
export function seeOther(path: string, query: Record<string, string | undefined> = {}): NextResponse {
  const url = new URL(path, `${appUrl()}/`);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return NextResponse.redirect(url, 303);
}
