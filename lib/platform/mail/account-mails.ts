import { appUrl } from "@/lib/platform/env";
import { site } from "@/lib/platform/site";
import { renderMail } from "./layout";
import { LINK_TOKEN, type OutgoingMail } from "./outbox";

type Person = { email: string; firstName: string };

// The token itself is minted into the link when the mail is sent (see OutgoingMail.linkTokenId).
const invitationLink = () => `${appUrl()}/auth/set-new-password/${LINK_TOKEN}`;
const resetLink = () => `${appUrl()}/auth/password/new/${LINK_TOKEN}`;

/** Sent when an administrator creates a staff account: the link (`issueLink`) sets the first password. */
export function invitationMail(user: Person, linkTokenId: string, invitedBy: string): OutgoingMail {
  return {
    to: user.email,
    linkTokenId,
    subject: `Your ${site.name} staff account`,
    ...renderMail({
      heading: `Welcome to the ${site.name} team`,
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `${invitedBy} has created a staff account for you on the ${site.name} dashboard, where the team manages news, tours, events, bookings and publications.`,
        "To start, choose your password with the link below. You will then sign in with this e-mail address.",
      ],
      action: { label: "Set your password", url: invitationLink() },
      note: "The link works once and expires in 7 days. If you were not expecting this e-mail, you can ignore it.",
    }),
  };
}

/** Sent on a forgot-password request for an existing, active account (the link: `issueLink`). */
export function passwordResetMail(user: Person, linkTokenId: string): OutgoingMail {
  return {
    to: user.email,
    linkTokenId,
    subject: `Reset your ${site.name} password`,
    ...renderMail({
      heading: "Reset your password",
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `Someone asked to reset the password of your ${site.name} staff account. If it was you, choose a new password with the link below.`,
        "Choosing a new password signs you out everywhere else.",
      ],
      action: { label: "Choose a new password", url: resetLink() },
      note: "The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
    }),
  };
}
