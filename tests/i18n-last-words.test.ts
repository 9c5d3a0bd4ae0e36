import { describe, expect, it } from "vitest";
import { MESSAGES } from "@/lib/content/i18n/messages";
import { commentCreateSchema, commentFormSchema } from "@/lib/content/comments/schema";
import { commentFormWords } from "@/lib/content/comments/comment-words";
import { COMMENT_MAX, NAMES_MAX } from "@/lib/content/comments/limits";
import { COMMENT_RECEIVED, ITEM_NOT_FOUND } from "@/lib/content/comments/service";
import { COMMENT_FORM_ENGLISH } from "@/components/site/comment-form";
import { SPAM_MESSAGE, TOO_FAST_MESSAGE, TOO_MANY_MESSAGE } from "@/lib/platform/forms/public-form";
import { UNREACHABLE } from "@/lib/platform/http/client";
import { notFoundMetadata } from "@/lib/content/seo/metadata";
import { countryOptions } from "@/lib/booking/participants/country-labels";
import { COUNTRIES } from "@/lib/booking/participants/countries";
import { CONFIRM_HOURS, confirmedAnswer, confirmLapsed } from "@/lib/booking/participants/service";
import { fill, sayIn } from "@/components/site/registration/form-words";

describe("the comment form's words", () => {
  /** Every message the comment schemas give for what a visitor can type, or a page leave out. */
  function schemaMessages(): string[] {
    const long = (n: number) => "x".repeat(n + 1);
    const tries: Record<string, unknown>[] = [
      { names: "", email: "", commentBody: "" },
      { names: long(NAMES_MAX), email: "not-an-address", commentBody: long(COMMENT_MAX) },
      { names: "A\u0000b", email: "a@b.c\u0000", commentBody: "c\u0000" },
    ];
    const form = tries.flatMap((t) => commentFormSchema.safeParse(t).error?.issues.map((i) => i.message) ?? []);
    const api = [
      { names: "A", email: "a@example.org", commentBody: "Hello", slug: "" },
      { names: "A", email: "a@example.org", commentBody: "Hi" },
    ].flatMap((t) => commentCreateSchema.safeParse(t).error?.issues.map((i) => i.message) ?? []);
    return [...new Set([...form, ...api])];
  }

  it("English keeps the form's words and the API's answers word for word: English pages send no copy", () => {
    const { answers, form } = MESSAGES.en.comments;
    expect(COMMENT_FORM_ENGLISH).toEqual(form);
    expect(answers.received).toBe(COMMENT_RECEIVED);
    expect(answers.itemNotFound).toBe(ITEM_NOT_FOUND);
    expect(answers.unreachable).toBe(UNREACHABLE);
    expect(commentFormWords("en")).toBeUndefined();
  });

  it("every message the schema and the comment API give is shown in French and Kinyarwanda", () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThanOrEqual(9);
    // The answers the service and the browser's fetch give, besides the schema's.
    const answers = [COMMENT_RECEIVED, ITEM_NOT_FOUND, SPAM_MESSAGE, TOO_FAST_MESSAGE, TOO_MANY_MESSAGE, UNREACHABLE];
    for (const locale of ["fr", "rw"] as const) {
      const words = commentFormWords(locale)!;
      for (const english of [...messages, ...answers]) {
        expect(words.answers[english], `${locale}: ${english}`).toBeTruthy();
        expect(words.answers[english]).not.toBe(english);
      }
    }
    expect(commentFormWords("fr")!.answers[`The comment may be at most ${COMMENT_MAX} characters.`]).toBe("Commentaire : 2000 caractères au plus.");
    expect(commentFormWords("rw")!.heading).toBe("Tanga igitekerezo");
  });
});

describe("the last words around registration and the 404", () => {
  it("a page that does not exist is titled in its language", () => {
    expect(notFoundMetadata().title).toBe("Page not found");
    expect(notFoundMetadata("fr").title).toBe("Page introuvable");
    expect(notFoundMetadata("rw").title).toBe("Ipaji ntiyabonetse");
    expect(notFoundMetadata("rw").robots).toEqual({ index: false });
  });

  it("the confirm API's answers that name the event read in the language, the event and person as sent", () => {
    const en = MESSAGES.en.registration.confirm;
    expect(confirmedAnswer("{name}", "{event}", "{email}")).toBe(en.done);
    expect(confirmLapsed("{event}")).toBe(fill(en.lapsed, { hours: CONFIRM_HOURS }));
    const fr = MESSAGES.fr.registration.confirm;
    const words = {
      errors: {},
      patterns: [
        [confirmedAnswer("{name}", "{event}", "{email}"), fr.done],
        [confirmLapsed("{event}"), fill(fr.lapsed, { hours: CONFIRM_HOURS })],
      ] as [string, string][],
    };
    expect(sayIn(words, confirmedAnswer("Aline", "Green Careers Open Day", "aline@example.org"))).toBe(
      "Merci, Aline. Votre inscription à Green Careers Open Day est confirmée ; les détails sont en route vers aline@example.org.",
    );
    expect(sayIn(words, confirmLapsed("Green Careers Open Day"))).toBe(
      `Désolés, les ${CONFIRM_HOURS} heures pour confirmer sont passées et Green Careers Open Day est désormais complet.`,
    );
  });

  it("the country select names the countries in the language; the value sent stays English", () => {
    const rw = countryOptions("rw");
    const fr = countryOptions("fr");
    expect(rw).toHaveLength(COUNTRIES.length);
    expect(rw.find((c) => c.code === "FR")).toEqual({ code: "FR", name: "France", label: "Ubufaransa" });
    expect(rw.find((c) => c.code === "BI")?.label).toBe("Uburundi");
    // Countries without a Kinyarwanda name here keep their English one.
    expect(rw.find((c) => c.code === "PE")).toEqual({ code: "PE", name: "Peru" });
    expect(fr.find((c) => c.code === "DE")).toEqual({ code: "DE", name: "Germany", label: "Allemagne" });
    expect(countryOptions("en")).toBe(COUNTRIES);
  });
});
