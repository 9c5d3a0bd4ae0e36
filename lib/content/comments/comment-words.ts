import { COMMENT_MAX, NAMES_MAX } from "./limits";
import { SPAM_MESSAGE, TOO_FAST_MESSAGE, TOO_MANY_MESSAGE } from "@/lib/platform/forms/public-form";
import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator, type Messages } from "@/lib/content/i18n/messages";

export type CommentFormWords = Messages["comments"]["form"] & { answers: Record<string, string> };

/**
 * What the comment form says in a language other than English, resolved on the server: its words,
 * and every English message the shared schema and the comment API can give (the API's words)
 * mapped to the language's. English pages pass nothing: the form keeps its English words.
 */
export function commentFormWords(locale: Locale): CommentFormWords | undefined {
  if (locale === "en") return undefined;
  const words = messagesOf(locale, "comments").form;
  const english = messagesOf("en", "comments").answers;
  const t = translator(locale, "comments");
  const common = translator(locale, "formErrors");
  const registration = translator(locale, "registration");
  const answers: Record<string, string> = {
    "Email is required.": common("emailRequired"),
    "Please enter a valid email address.": common("emailInvalid"),
    [SPAM_MESSAGE]: common("spam"),
    [TOO_FAST_MESSAGE]: registration("errors.tooFast"),
    [TOO_MANY_MESSAGE]: registration("errors.tooMany"),
  };
  for (const key of Object.keys(english) as (keyof typeof english)[]) answers[english[key]] = t(`answers.${key}`);
  // The fields as the schema's English messages name them, with their limits.
  for (const [label, field, max] of [
    ["Names", words.names, NAMES_MAX],
    ["The comment", words.comment, COMMENT_MAX],
  ] as const) {
    answers[`${label} may be at most ${max} characters.`] = common("tooLong", { field, max });
    answers[`${label} contains characters that are not allowed.`] = common("notAllowed", { field });
  }
  return { ...words, answers };
}
