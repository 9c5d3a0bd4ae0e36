import { z } from "zod";
import { hasForbiddenChars } from "./text";

/** A query string as a Route Handler (URLSearchParams) or a page (`await searchParams`) has it. */
export type QueryParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** A parameter's first value (`?a=1&a=2` reads 1), from either form. */
export function queryValue(params: QueryParams, key: string): string | undefined {
  return params instanceof URLSearchParams ? (params.get(key) ?? undefined) : [params[key]].flat()[0];
}

/**
 * A query parameter's text under the rules of body text (one line, no control characters, no lone
 * surrogates, bounded). A query string is a link, not a form: a value that breaks them reads as no
 * value (the list unfiltered, the lookup finding nothing), never as a database error.
 */
export const queryText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v !== "" && !hasForbiddenChars(v))
    .optional()
    .catch(undefined);

/** One of a fixed set of values, or absent. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);

/**
 * Reads the keys of `shape` from a query string, each through its schema: the one way pages and
 * Route Handlers read query parameters. Schemas fall back (`.catch`) rather than throw.
 */
export function readQuery<S extends z.ZodRawShape>(params: QueryParams, shape: S): z.infer<z.ZodObject<S>> {
  return z.object(shape).parse(Object.fromEntries(Object.keys(shape).map((k) => [k, queryValue(params, k)])));
}
