import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { absoluteMedia } from "./media-urls";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "@/lib/platform/db/unavailable";
import { AppError, ForbiddenError, TooManyRequestsError, UnauthorizedError, ValidationError } from "@/lib/platform/errors";

/** Which of the contract's shapes a 400 takes: `{ Errors: [...] }` on creates, `{ error }` elsewhere. */
export type ValidationShape = "Errors" | "error";

type Handler<C> = (req: NextRequest, ctx: C) => Promise<Response>;

/**
 * Wraps a Route Handler so every expected failure becomes the contract's status and shape,
 * and anything unexpected is logged and answered with a plain 500 (never a stack trace).
 */
export function route<C = unknown>(fn: Handler<C>, opts: { validation?: ValidationShape; authErrors?: boolean; bothErrorKeys?: boolean } = {}): Handler<C> {
  return async (req, ctx) => {
    try {
      return await fn(req, ctx);
    } catch (err) {
      const res = errorResponse(err, opts.validation ?? "Errors");
      if (opts.bothErrorKeys) return withBothErrorKeys(res);
      return opts.authErrors ? withAuthErrors(res) : res;
    }
  };
}

/**
 * The old client's booking and registration calls read `error` (a string) for their toasts, where
 * other clients read `Errors` (the list): every 4xx of those routes carries both, `error` being one
 * sentence, the first of the list.
 */
async function withBothErrorKeys(res: Response): Promise<Response> {
  if (res.status < 400 || res.status >= 500) return res;
  const body = (await res.json()) as { error?: string; Errors?: string[] };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  const { error: sentence, Errors: list, ...rest } = body;
  const error = sentence ?? list?.[0];
  const both = error ? { error, Errors: list?.length ? list : [error], ...rest } : body;
  return NextResponse.json(both, { status: res.status, headers });
}

/**
 * Old clients read every failure of some calls (comment change and delete) from `errors.auth`:
 * the answer's `error` text is repeated there, status and headers unchanged.
 */
async function withAuthErrors(res: Response): Promise<Response> {
  const body = (await res.json()) as { error?: string; errors?: { auth?: string } };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  const auth = body.errors?.auth ?? body.error;
  return NextResponse.json(auth ? { ...body, errors: { auth } } : body, { status: res.status, headers });
}

export function errorResponse(err: unknown, shape: ValidationShape = "Errors"): Response {
  if (err instanceof z.ZodError) return validationResponse(zodMessages(err), shape);
  if (err instanceof ValidationError) return validationResponse(err.messages, shape);
  if (err instanceof UnauthorizedError || err instanceof ForbiddenError) {
    // Old clients read `errors.auth` for refused actions and `error` elsewhere: give both.
    return NextResponse.json({ error: err.message, errors: { auth: err.message } }, { status: err.status });
  }
  if (err instanceof TooManyRequestsError) {
    return NextResponse.json({ error: err.message }, { status: 429, headers: { "Retry-After": String(err.retryAfterSeconds) } });
  }
  if (err instanceof AppError) return NextResponse.json({ error: err.message }, { status: err.status });
  if (isDatabaseUnavailable(err)) {
    console.error("[api] database unavailable:", err instanceof Error ? err.message : err);
    return NextResponse.json({ error: DATABASE_UNAVAILABLE }, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
  }
  console.error("[api] unexpected error", err);
  return NextResponse.json({ error: "Something went wrong on our side. Please try again later." }, { status: 500 });
}

function validationResponse(messages: string[], shape: ValidationShape): Response {
  const body = shape === "Errors" ? { Errors: messages } : { error: messages.join(" ") };
  return NextResponse.json(body, { status: 400 });
}

/** One readable sentence per failed field, deduplicated. */
export function zodMessages(err: z.ZodError): string[] {
  return [...new Set(err.issues.map((i) => i.message))];
}

/**
 * The request's JSON body; an empty body is `{}`, a malformed one is a 400, and so is JSON that is
 * not an object (`null`, an array, a string): every payload of the contract is an object, and
 * schemas then never see anything else.
 */
export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ValidationError(["The request body is not valid JSON."]);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ValidationError(["The request body must be a JSON object."]);
  if (nestedDeeperThan(body, MAX_JSON_DEPTH)) throw new ValidationError(["The request body is nested too deeply."]);
  return body as Record<string, unknown>;
}

/**
 * No payload of the contract is more than a few levels deep. JSON.parse takes thousands of levels,
 * but code that walks a body recursively (schemas, the media-path rewrite) then overflows the stack:
 * a 500. So deeper bodies are refused here, by a walk that keeps its own stack.
 */
const MAX_JSON_DEPTH = 32;

function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Parses with the payload's zod schema; failures become 400s in the route's shape. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  return schema.parse(await readJson(req));
}

/** A success answer; our own media paths in it become absolute URLs on APP_URL (api-contract). */
export function ok<T>(body: T, status = 200): Response {
  return NextResponse.json(absoluteMedia(body), { status });
}
