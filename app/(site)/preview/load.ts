import "server-only";
import { cache } from "react";
import { getForPreview, getPublic, type ContentKind } from "@/lib/content/kind/config";
import { isStaffPreview } from "./access";

/**
 * The one detail loader of the public content pages: the cached public item, else (for signed-in
 * staff in preview mode only) the draft, read fresh and marked as a preview.
 */
export const loadForView = cache(
  async <Detail>(kind: ContentKind<unknown, Detail, never>, slug: string): Promise<{ item: Detail; preview: boolean } | null> => {
    const item = await getPublic(kind, slug);
    if (item) return { item, preview: false };
    if (await isStaffPreview()) {
      const draft = await getForPreview(kind, slug);
      if (draft) return { item: draft, preview: !kind.isPublic?.(draft) };
    }
    return null;
  },
);
