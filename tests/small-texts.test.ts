import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UploadField } from "@/components/account/upload-field";
import { excerpt, truncate } from "@/lib/platform/format";
import { slugify } from "@/lib/platform/slug";
import { eventPolicyLines } from "@/lib/booking/terms/participant-policy";

describe("texts people read", () => {
  it("an apostrophe joins a word in a slug: King's Palace is kings-palace, not king-s-palace", () => {
    expect(slugify("King's Palace Museum")).toBe("kings-palace-museum");
    expect(slugify("Rwanda’s Hills & Lakes")).toBe("rwandas-hills-and-lakes");
  });

  it("an excerpt cut at the end of a sentence gets no ellipsis after its full stop; a cut after a comma loses the comma", () => {
    const sentence = "Walk with rangers through the oldest rainforest in the world. Then rest by the lake and watch the fishermen bring the day home.";
    expect(truncate(sentence, 64)).toBe("Walk with rangers through the oldest rainforest in the world.");
    expect(truncate("Gorillas, chimpanzees, golden monkeys, birds and more besides", 41)).toBe("Gorillas, chimpanzees, golden monkeys…");
    expect(excerpt(`<p>${sentence}</p>`, 64)).not.toMatch(/\.…$/);
    expect(truncate("Short enough", 64)).toBe("Short enough");
  });

  it("an optional upload is not marked required", () => {
    const optional = renderToStaticMarkup(
      createElement(UploadField, { label: "Picture (optional)", required: false, folder: "Newsletters", value: "", onChange: () => {} }),
    );
    expect(optional).toContain("Picture (optional)");
    expect(optional).not.toContain(" *");
    const cover = renderToStaticMarkup(createElement(UploadField, { label: "Cover image", folder: "Tours", value: "", onChange: () => {} }));
    expect(cover).toMatch(/Cover image<span aria-hidden="true"[^>]*> \*<\/span>/);
  });

  it("a free event's policy offers no refund steps: there is nothing to refund", () => {
    expect(eventPolicyLines(null, true)).toEqual([
      "Registration is free: cancel whenever you like, there is nothing to refund.",
      "A colleague may replace you free of charge.",
    ]);
    const paid = eventPolicyLines(null);
    expect(paid.some((l) => /%|refund/.test(l) && !/nothing to refund/.test(l))).toBe(true);
    expect(paid.at(-1)).toBe("A colleague may replace you free of charge.");
  });
});
