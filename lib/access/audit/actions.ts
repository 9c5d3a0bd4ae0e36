import { kindLabel } from "@/lib/access/audit/items";

// The past tense staff read for each verb of an action code ("comment.enable" → "Comment shown").
const VERBS: Record<string, string> = {
  create: "created",
  update: "edited",
  delete: "deleted",
  enable: "shown",
  disable: "hidden",
  publish: "published",
  unpublish: "unpublished",
  approve: "approved",
  activate: "activated",
  deactivate: "deactivated",
  cancel: "cancelled",
  series: "series added",
  schedule: "scheduled",
  send: "sent",
  pause: "paused",
  resume: "resumed",
  move: "moved to another departure",
  place: "placed on a departure",
  repriced: "re-priced",
  status: "status changed",
  category: "category changed",
  captured: "captured",
  requested: "asked",
  succeeded: "made",
  declined: "declined",
  "check-in": "checked in",
  "undo-check-in": "check-in undone",
  replace: "replaced",
  block: "blocked",
  unblock: "unblocked",
  handled: "marked handled",
  reopen: "reopened",
  "cancellation-policy": "cancellation policy changed",
};

const KINDS: Record<string, string> = {
  departure: "Departure",
  newsletter: "Newsletter",
  payment: "Payment",
  refund: "Refund",
  ticket: "Ticket",
  message: "Message",
  translation: "Translation",
};

/** An audit action in words; an unknown code is shown as it is, so nothing is hidden. */
export function actionLabel(code: string): string {
  const dot = code.indexOf(".");
  if (dot < 0) return code;
  const entity = code.slice(0, dot);
  const verb = VERBS[code.slice(dot + 1)];
  if (!verb) return code;
  return `${KINDS[entity] ?? kindLabel(entity)} ${verb}`;
}
