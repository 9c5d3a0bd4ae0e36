import type { RowAction } from "@/components/ui/row-actions-menu";

/**
 * An administrator's Enable / Disable and Delete (behind a confirmation) for one comment. The
 * server's message shows as a toast and the comments page reloads after 1 s (spec §4).
 */
export function commentActions({ id, names, isActive, backTo }: { id: string; names: string; isActive: boolean; /** The item's comments page, where a change returns. */ backTo: string }): RowAction[] {
  return [
    { kind: "request", label: isActive ? "Disable" : "Enable", method: "PUT", url: `/api/comments/change/${id}`, body: { status: String(!isActive) }, delayMs: 1000, then: backTo },
    {
      kind: "request",
      label: "Delete",
      method: "DELETE",
      url: `/api/comments/delete/${id}`,
      delayMs: 1000,
      then: backTo,
      danger: true,
      confirm: { title: "Delete comment", message: `Are you sure you want to delete the comment of ${names}? This can not be undone.`, confirmLabel: "Yes, delete" },
    },
  ];
}
