import { formatDayTime } from "@/lib/platform/dates";

/**
 * How the audit log names the item of an entry: the kind in the dashboard's words, the item's
 * current title (read by joins when the log is listed) and where it opens. An item deleted since
 * has no title any more: its entry's summary still quotes the title it had.
 */
export type AuditItem = { kind: string; title: string | null; href: string | null };

/** What the joins found for one entry (null columns: not that kind, or the item is gone). */
export type JoinedItem = {
  newsTitle: string | null;
  newsSlug: string | null;
  tourTitle: string | null;
  tourSlug: string | null;
  eventTitle: string | null;
  eventSlug: string | null;
  publicationTitle: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  messageSubject: string | null;
  messageNames: string | null;
  orderClient: string | null;
  orderEmail: string | null;
  commentNames: string | null;
  commentNewsSlug: string | null;
  commentNewsTitle: string | null;
  commentTourSlug: string | null;
  commentTourTitle: string | null;
  newsletterSubject: string | null;
  departureTourTitle: string | null;
  departureStartsAt: Date | null;
  participantFirstName: string | null;
  participantFamilyName: string | null;
  participantEventId: string | null;
};

const KINDS: Record<string, string> = {
  news: "Blog",
  tour: "Tour",
  event: "Event",
  publication: "Publication",
  user: "User",
  visitor_message: "Message",
  order: "Booking",
  comment: "Comment",
  participant: "Participant",
  newsletter: "Newsletter",
  departure: "Departure",
};

export function kindLabel(entityType: string): string {
  return KINDS[entityType] ?? entityType.replace(/_/g, " ");
}

export function describeAuditItem(entityType: string, entityId: string | null, j: JoinedItem): AuditItem {
  const kind = kindLabel(entityType);
  const item = (title: string | null | undefined, href: string | null): AuditItem => (title ? { kind, title, href } : { kind, title: null, href: null });
  switch (entityType) {
    case "news":
      return item(j.newsTitle, `/account/news/view/${j.newsSlug}`);
    case "tour":
      return item(j.tourTitle, `/account/tours/view/${j.tourSlug}`);
    case "event":
      return item(j.eventTitle, `/account/events/view/${j.eventSlug}`);
    case "publication":
      return item(j.publicationTitle, `/account/publications/view/${entityId}`);
    case "user":
      return item(j.userFirstName === null ? null : `${j.userFirstName} ${j.userLastName ?? ""}`.trim(), `/account/users/view/${entityId}`);
    case "visitor_message":
      return item(j.messageSubject || j.messageNames, `/account/inbox/${entityId}`);
    case "order":
      // The dashboard has no page per booking: its list, searched by the client's address, shows it.
      return item(j.orderClient, `/account/tour-bookings?q=${encodeURIComponent(j.orderEmail ?? "")}`);
    case "comment": {
      const on = j.commentNewsTitle ?? j.commentTourTitle;
      const href = j.commentNewsSlug ? `/account/news/comment/${j.commentNewsSlug}` : j.commentTourSlug ? `/account/tours/comment/${j.commentTourSlug}` : null;
      return item(j.commentNames === null ? null : on ? `${j.commentNames} on “${on}”` : j.commentNames, href);
    }
    case "newsletter":
      return item(j.newsletterSubject, `/account/newsletters/${entityId}`);
    case "departure":
      return item(j.departureStartsAt && `${j.departureTourTitle ?? "Tour"}, ${formatDayTime(j.departureStartsAt)}`, `/account/departures/${entityId}`);
    case "participant":
      return item(
        j.participantFirstName === null ? null : `${j.participantFirstName} ${j.participantFamilyName ?? ""}`.trim(),
        j.participantEventId ? `/account/events/participant?event=${j.participantEventId}` : "/account/events/participant",
      );
    default:
      return { kind, title: null, href: null };
  }
}
