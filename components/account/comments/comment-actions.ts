import type { RequestAction } from "@/components/ui/use-row-action";

/**
 * An administrator's Approve or Hide, and Delete (behind a confirmation), for one comment: direct
 * buttons on the row. The server's message shows as a toast and the comments page reloads after
 * 1 s (spec §4). Approve and Hide are the spec's Enable and Disable.
 */
export function commentActions({
  id,
  names,
  isActive,
  backTo,
}: {
  id: string;
  names: string;
  isActive: boolean;
  /** The item's comments page, where a change returns. */ backTo: string;
}): RequestAction[] {
  const whose = `the comment of ${names}`;
  return [
    isActive
      ? {
          kind: "request",
          label: "Hide",
          ariaLabel: `Hide ${whose}`,
          method: "PUT",
          url: `/api/comments/change/${id}`,
          body: { status: "false" },
          delayMs: 1000,
          then: backTo,
        }
      : {
          kind: "request",
          label: "Approve",
          ariaLabel: `Approve ${whose}`,
          method: "PUT",
          url: `/api/comments/change/${id}`,
          body: { status: "true" },
          delayMs: 1000,
          then: backTo,
        },
    {
      kind: "request",
      label: "Delete",
      ariaLabel: `Delete ${whose}`,
      method: "DELETE",
      url: `/api/comments/delete/${id}`,
      delayMs: 1000,
      then: backTo,
      danger: true,
      confirm: { title: "Delete comment", message: `Are you sure you want to delete ${whose}? This can not be undone.`, confirmLabel: "Yes, delete" },
    },
  ];
}
