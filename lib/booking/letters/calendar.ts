import "server-only";
import { createEvent } from "ics";
import type { MailAttachment } from "@/lib/platform/db/schema";
import type { Locale } from "@/lib/platform/db/enums";
import { appUrl } from "@/lib/platform/env";
import { mailLink, sentWords } from "@/lib/platform/mail/words";
import { site } from "@/lib/platform/site";

type CalendarEvent = { id: string; slug: string; title: string; place: string; startDate: Date; endDate: Date };

/**
 * The event as an iCalendar file (built by the `ics` library) for the confirmation e-mail, in the
 * registration's language: its description and the link to the event's page in that language.
 * Times are UTC: calendar applications show them in the reader's own zone and language.
 */
export function eventCalendarFile(
  event: CalendarEvent,
  attendee: { name: string; email: string },
  participantId: string,
  locale: Locale = "en",
): MailAttachment {
  const url = mailLink(locale, `/event/${event.slug}`);
  const { error, value } = createEvent({
    uid: `${participantId}@${new URL(appUrl()).hostname}`,
    productId: `${site.name}/event-registration`,
    method: "PUBLISH",
    title: event.title,
    description: sentWords(locale, "calendarFile")("description", { title: event.title, url }),
    location: event.place || undefined,
    url,
    start: event.startDate.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.endDate.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: site.name, email: site.emails.info },
    attendees: [{ name: attendee.name, email: attendee.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be built.");
  return { filename: `${event.slug}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: value };
}
