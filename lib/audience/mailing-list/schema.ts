import { z } from "zod";
import { langField, publicFormFields } from "@/lib/platform/forms/public-form";
import { email } from "@/lib/platform/validation/text";

/** The footer's subscribe form and POST /api/maillist/subscribe (spec §5's 'Email is required', with a full stop). */
export const subscribeSchema = z.object({
  email: email("Email is required."),
  lang: langField,
  ...publicFormFields,
});

export type SubscribeInput = z.output<typeof subscribeSchema>;
