"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { loginSchema } from "@/lib/access/auth/schema";
import { postJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

type In = z.input<typeof loginSchema>;
type Out = z.output<typeof loginSchema>;

/**
 * Without script (before hydration, or never) the form posts itself to the Route Handler, which
 * answers with a redirect (see lib/platform/api/form-post.ts); with script it sends JSON. Either way the
 * password travels in a POST body only.
 */
export function LoginForm({ next, initialError = null }: { next: string; initialError?: string | null }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(initialError);
  const { register, handleSubmit, formState } = useForm<In, unknown, Out>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const res = await postJson<{ token: string; message: string }>("/api/auth/login", values);
    if (!res.ok) return setServerError(res.error);
    router.replace(next);
    router.refresh();
  });

  return (
    <form method="post" action="/api/auth/login" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      <input type="hidden" name="next" value={next} />
      <TextField label="Email" type="email" autoComplete="username" required error={formState.errors.email?.message} {...register("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Signing in..." : "Log in"}
      </Button>
      <p className="text-center text-sm">
        <Link href="/auth/password/forgot" className="font-medium text-brand-700 underline underline-offset-4">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}
