"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import { Alert } from "@/components/ui/alert";
import { TextAreaField, TextField } from "@/components/ui/field";
import type { commentFormSchema, CommentKind } from "@/lib/content/comments/schema";
import { COMMENT_MAX } from "@/lib/content/comments/limits";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useKeptTyping } from "@/components/forms/kept-typing";
import { postJson } from "@/lib/platform/http/client";

type In = z.input<typeof commentFormSchema>;
type Out = z.output<typeof commentFormSchema>;
// zod loads on the first check, not with the post or tour page.
const resolver = lazyZodResolver(async () => (await import("@/lib/content/comments/schema")).commentFormSchema);

/**
 * The visitor's comment form under a post or a tour. The page around it is cached, so everything
 * per visitor (the fill time, the answer) lives here. A new comment waits for moderation.
 */
export function CommentForm({ kind, slug }: { kind: CommentKind; slug: string }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [website, setWebsite] = useState("");
  const getStartedAt = useFormStartedAt();
  const { register, handleSubmit, reset, setValues, formState } = useForm<In, unknown, Out>({ resolver });
  useKeptTyping(setValues);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const res = await postJson<{ message: string }>("/api/comments/create", { ...values, slug, kind, website, startedAt: getStartedAt() });
    if (res.ok) reset();
    setResult(res.ok ? { ok: true, message: res.data.message } : { ok: false, message: res.error });
  });

  return (
    // method and action: before its script has loaded (components/forms/when-needed.tsx), or
    // without script, the form posts itself and /sent answers; with script it sends JSON.
    <form
      method="post"
      action="/api/comments/create"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="comment-form-title"
      className="relative mt-8 space-y-4 rounded-2xl bg-stone-50 p-5 sm:p-6"
    >
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="kind" value={kind} />
      <h3 id="comment-form-title" className="font-display text-lg font-semibold text-brand-900">
        Leave a comment
      </h3>
      <p className="text-sm text-ink-soft">Comments appear once our team has approved them. Your e-mail address is never shown.</p>
      <HoneypotField value={website} onChange={setWebsite} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Names" autoComplete="name" required maxLength={100} error={errors.names?.message} {...register("names")} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      </div>
      <TextAreaField label="Comment" required maxLength={COMMENT_MAX} rows={5} error={errors.commentBody?.message} {...register("commentBody")} />
      {result ? <Alert tone={result.ok ? "success" : "danger"}>{result.message}</Alert> : null}
      <button type="submit" className="site-btn site-btn-primary site-btn-sm" disabled={isSubmitting}>
        {isSubmitting ? "Posting..." : "Post comment"}
      </button>
    </form>
  );
}
