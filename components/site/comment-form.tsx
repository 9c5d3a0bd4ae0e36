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
import type { CommentFormWords } from "@/lib/content/comments/comment-words";

type In = z.input<typeof commentFormSchema>;
type Out = z.output<typeof commentFormSchema>;
// zod loads on the first check, not with the post or tour page.
const resolver = lazyZodResolver(async () => (await import("@/lib/content/comments/schema")).commentFormSchema);

/** The English words (messages/en.json "comments.form", checked by a test): English pages send no copy. */
export const COMMENT_FORM_ENGLISH: Omit<CommentFormWords, "answers"> = {
  heading: "Leave a comment",
  intro: "Comments appear once our team has approved them. Your e-mail address is never shown.",
  names: "Names",
  email: "Email",
  comment: "Comment",
  post: "Post comment",
  posting: "Posting...",
};

/**
 * The visitor's comment form under a post or a tour. The page around it is cached, so everything
 * per visitor (the fill time, the answer) lives here. A new comment waits for moderation. `words`:
 * another language's, resolved on the server (lib/content/comments/comment-words.ts).
 */
export function CommentForm({ kind, slug, words }: { kind: CommentKind; slug: string; words?: CommentFormWords }) {
  const w = words ?? COMMENT_FORM_ENGLISH;
  // The schema's and the server's messages are English; a translated page shows its language's.
  const say = (message?: string) => (message && words?.answers[message]) || message;
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
    setResult(res.ok ? { ok: true, message: say(res.data.message)! } : { ok: false, message: say(res.error)! });
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
        {w.heading}
      </h3>
      <p className="text-sm text-ink-soft">{w.intro}</p>
      <HoneypotField value={website} onChange={setWebsite} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={w.names} autoComplete="name" required maxLength={100} error={say(errors.names?.message)} {...register("names")} />
        <TextField label={w.email} type="email" autoComplete="email" required error={say(errors.email?.message)} {...register("email")} />
      </div>
      <TextAreaField label={w.comment} required maxLength={COMMENT_MAX} rows={5} error={say(errors.commentBody?.message)} {...register("commentBody")} />
      {result ? <Alert tone={result.ok ? "success" : "danger"}>{result.message}</Alert> : null}
      <button type="submit" className="site-btn site-btn-primary site-btn-sm" disabled={isSubmitting}>
        {isSubmitting ? w.posting : w.post}
      </button>
    </form>
  );
}
