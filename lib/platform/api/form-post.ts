import { NextResponse } from "next/server";
import { z } from "zod";
import { zodMessages } from "@/lib/platform/api/respond";
import { appUrl } from "@/lib/platform/env";
import { AppError, ValidationError } from "@/lib/platform/errors";
import { localePath, splitLocalePath } from "@/lib/platform/locales";

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

/** The public forms that also post without script, answered by the /sent page. */
export const SENT_FORMS = ["comment", "contact", "subscribe", "booking", "registration"] as const;
export type SentForm = (typeof SENT_FORMS)[number];

/** The page the form was on (same origin only: the Referer's path), to link back to. */
function pageOf(req: Request): string | undefined {
  try {
    const referer = new URL(req.headers.get("referer") ?? "");
    return referer.origin === new URL(appUrl()).origin ? referer.pathname + referer.search : undefined;
  } catch {
    return undefined;
  }
}

/** /sent in the language of the page the form was on (/fr/contact → /fr/sent). */
function sentPath(back: string | undefined): string {
  return localePath(splitLocalePath(new URL(back ?? "/", "http://site").pathname).locale, "/sent");
}

/**
 * A public form posted as a plain HTML form, before or without script (the forms below
 * the fold load their code only when seen, and must work before that and with script turned off). The same service as the
 * JSON request runs; the browser is sent (303) to /sent, which says the form was received or why
 * not, and links back to the page. Other failures (5xx) are left to the route.
 */
export async function answerFormPost<T>(
  req: Request,
  form: SentForm,
  run: (fields: Record<string, string>) => Promise<T>,
  /** Where a received form goes instead of /sent (a booking: its payment page). */
  next?: (result: T, fields: Record<string, string>) => string,
): Promise<NextResponse> {
  const fields = await readForm(req);
  const back = pageOf(req);
  try {
    const result = await run(fields);
    return next ? seeOther(next(result, fields)) : seeOther(sentPath(back), { form, back });
  } catch (err) {
    const reason = err instanceof z.ZodError ? zodMessages(err).join(" ") : err instanceof AppError && err.status < 500 ? err.message : null;
    if (reason === null) throw err;
    return seeOther(sentPath(back), { form, back, error: reason.slice(0, 500) });
  }
}
