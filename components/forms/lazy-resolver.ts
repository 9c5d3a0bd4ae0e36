"use client";

import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver that validates with the payload's shared zod schema, loading zod and
 * the schema on the first validation instead of with the page. The public forms sit on cached
 * pages whose JavaScript budget zod alone (about 40 KB gzipped) would exceed; visitors who never
 * send a form never download it.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(load: () => Promise<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Resolver<z.input<S>, unknown, z.output<S>> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), load()]);
      resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
    }
    return resolver(values, context, options);
  };
}

/** Validates one payload with its shared schema, loaded on first use; the messages of the failed fields, or none. */
export async function lazyValidate(load: () => Promise<z.ZodType>, values: unknown): Promise<Record<string, string>> {
  const schema = await load();
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}
