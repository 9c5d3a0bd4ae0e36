import type { Page } from "@playwright/test";

/** Status codes the API keeps and pages never show. */
export const STATUS_CODES = /\b(PENDING|AWAITING_TRANSFER|PAID|FAILED|CANCELLED|REFUND_DUE|REFUNDED|PARTIALLY_REFUNDED|UNPAID|FREE)\b/;

/**
 * The text a person can see on the page, as written in the document (not upper-cased by CSS, which
 * innerText would do to eyebrows and labels): visible text nodes only, no scripts or hidden data.
 */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      const box = parent.tagName === "OPTION" ? parent.closest("select") : parent;
      if (box && box.checkVisibility({ visibilityProperty: true })) out.push(n.nodeValue ?? "");
    }
    return out.join(" ").replace(/\s+/g, " ");
  });
}

/** Whether the page itself scrolls sideways (a table may scroll inside its own box). */
export const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
