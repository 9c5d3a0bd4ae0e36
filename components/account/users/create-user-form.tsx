"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { createUserSchema } from "@/lib/access/users/schema";
import { postJson } from "@/lib/platform/http/client";
import { Button, LinkButton } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";

type In = z.input<typeof createUserSchema>;
type Out = z.output<typeof createUserSchema>;

/** Spec §4: back to the list about 1 second after the success toast. */
const BACK_TO_LIST_MS = 1000;

/** Creates a staff account; the person gets an e-mail with a link to choose their password. */
export function CreateUserForm() {
  const router = useRouter();
  // Stays "Saving..." from the success toast until the list has loaded.
  const [created, setCreated] = useState(false);
  const { register, handleSubmit, formState } = useForm<In, unknown, Out>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { firstName: "", lastName: "", email: "", phoneNumber: "", organization: "" },
  });
  const e = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    const res = await postJson<{ message: string }>("/api/users/create", values);
    if (!res.ok) {
      toast.error(res.error);
      return;
    }
    setCreated(true);
    toast.success(res.data.message);
    await new Promise((r) => setTimeout(r, BACK_TO_LIST_MS));
    router.push("/account/users");
    router.refresh();
  });

  const saving = formState.isSubmitting || created;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-card">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="off" required error={e.firstName?.message} {...register("firstName")} />
        <TextField label="Last name" autoComplete="off" required error={e.lastName?.message} {...register("lastName")} />
        <TextField label="Email" type="email" autoComplete="off" required error={e.email?.message} {...register("email")} />
        <TextField label="Phone number" type="tel" autoComplete="off" required error={e.phoneNumber?.message} {...register("phoneNumber")} />
        <TextField label="Organization" autoComplete="off" required error={e.organization?.message} {...register("organization")} />
        <SelectField label="Role" required defaultValue="" error={e.role?.message} {...register("role")}>
          <option value="" disabled>
            Choose a role
          </option>
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </SelectField>
      </div>
      <p className="text-sm text-ink-soft">We e-mail the new user a link to choose their password. The link works once and expires in 7 days.</p>
      <div className="flex gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Create user"}
        </Button>
        <LinkButton href="/account/users" variant="secondary">
          Cancel
        </LinkButton>
      </div>
    </form>
  );
}
