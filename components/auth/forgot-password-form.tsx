"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { forgotPasswordSchema } from "@/lib/access/auth/schema";
import { postJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

type In = z.input<typeof forgotPasswordSchema>;
type Out = z.output<typeof forgotPasswordSchema>;

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initial = null }: { initial?: { ok: boolean; message: string } | null }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(initial);
  const { register, handleSubmit, formState } = useForm<In, unknown, Out>({ resolver: zodResolver(forgotPasswordSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const res = await postJson<{ message: string }>("/api/auth/send-forgot-password", values);
    setResult(res.ok ? { ok: true, message: res.data.message } : { ok: false, message: res.error });
  });

  return (
    // Posts itself to the Route Handler when script has not run (see lib/platform/api/form-post.ts).
    <form method="post" action="/api/auth/send-forgot-password" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {result ? <Alert tone={result.ok ? "success" : "danger"}>{result.message}</Alert> : null}
      <TextField label="Email" type="email" autoComplete="email" required error={formState.errors.email?.message} {...register("email")} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : "Send reset link"}
      </Button>
      <p className="text-center text-sm">
        <Link href="/auth/login" className="font-medium text-brand-700 underline underline-offset-4">
          Back to login
        </Link>
      </p>
    </form>
  );
}
