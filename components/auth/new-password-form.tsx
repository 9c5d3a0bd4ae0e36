"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/access/auth/password-rules";
import { newPasswordFields } from "@/lib/access/auth/schema";
import { postJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

type In = z.input<typeof newPasswordFields>;
type Out = z.output<typeof newPasswordFields>;

/** Spec §4: after success, the login page follows after 3 seconds. */
const REDIRECT_DELAY_MS = 3000;

/**
 * New password + confirm password for a reset or invitation link. Both links post to
 * POST /api/auth/reset-password-account; a refusal shows each of its `Errors` in the alert.
 */
export function NewPasswordForm({
  token,
  submitLabel,
  back,
  initialErrors = [],
}: {
  token: string;
  submitLabel: string;
  /** This page's path, where the form posted without script comes back to on failure. */
  back: string;
  initialErrors?: string[];
}) {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>(initialErrors);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<In, unknown, Out>({ resolver: zodResolver(newPasswordFields) });

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => router.push("/auth/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [done, router]);

  const onSubmit = handleSubmit(async (values) => {
    setErrors([]);
    const res = await postJson<{ message: string }>("/api/auth/reset-password-account", { token, ...values });
    if (res.ok) setDone(res.data.message);
    else setErrors(res.errors.length ? res.errors : [res.error]);
  });

  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <Alert tone="success" title={done}>
          Taking you to the login page…
        </Alert>
        <p className="text-center text-sm">
          <Link href="/auth/login" className="font-medium text-brand-700 underline underline-offset-4">
            Go to the login page now
          </Link>
        </p>
      </div>
    );
  }

  return (
    // Posts itself to the Route Handler when script has not run (see lib/platform/api/form-post.ts).
    <form method="post" action="/api/auth/reset-password-account" onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="back" value={back} />
      {errors.length ? (
        <Alert tone="danger">
          {errors.length === 1 ? (
            errors[0]
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX * 2}
        hint={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong, memorable password; common passwords are refused.`}
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
