"use client";

import { use } from "react";
import { loadWhenNeeded, WhenNeeded } from "@/components/forms/when-needed";
import { subjectFromQuery } from "./contact-subject";

// Each form's code (and react-hook-form, about 15 KB gzipped) is a chunk of its own, loaded when
// the form comes near the screen or gets the focus (components/forms/when-needed.tsx); the page's
// HTML has the whole form from the server, which posts as a plain form until then.
const commentForm = loadWhenNeeded(() => import("../comment-form"));
const contactForm = loadWhenNeeded(() => import("./contact-form"));
const bookingForm = loadWhenNeeded(() => import("../booking/booking-form"));
const registrationForm = loadWhenNeeded(() => import("../registration/registration-form"));

type CommentProps = React.ComponentProps<typeof import("../comment-form").CommentForm>;
type ContactProps = React.ComponentProps<typeof import("./contact-form").ContactForm>;
type BookingProps = React.ComponentProps<typeof import("../booking/booking-form").BookingForm>;
type RegistrationProps = React.ComponentProps<typeof import("../registration/registration-form").RegistrationForm>;

// On the server each form is required where it renders, so that it is in the page's HTML (not
// streamed later into a block only script reveals). `typeof window` is a constant in each build,
// so the client build drops that branch and its require: the form's code stays out of the page.
/* eslint-disable @typescript-eslint/no-require-imports */
function CommentForm(props: CommentProps) {
  const { CommentForm } = typeof window === "undefined" ? (require("../comment-form") as typeof import("../comment-form")) : use(commentForm());
  return <CommentForm {...props} />;
}

function ContactForm(props: ContactProps) {
  const { ContactForm } = typeof window === "undefined" ? (require("./contact-form") as typeof import("./contact-form")) : use(contactForm());
  return <ContactForm {...props} />;
}

function BookingForm(props: BookingProps) {
  const { BookingForm } = typeof window === "undefined" ? (require("../booking/booking-form") as typeof import("../booking/booking-form")) : use(bookingForm());
  return <BookingForm {...props} />;
}

function RegistrationForm(props: RegistrationProps) {
  const { RegistrationForm } =
    typeof window === "undefined"
      ? (require("../registration/registration-form") as typeof import("../registration/registration-form"))
      : use(registrationForm());
  return <RegistrationForm {...props} />;
}
/* eslint-enable @typescript-eslint/no-require-imports */

export function LazyCommentForm(props: CommentProps) {
  return (
    <WhenNeeded>
      <CommentForm {...props} />
    </WhenNeeded>
  );
}

// A visitor sent here by "Book this tour" or "Register for this event" finds the subject filled in:
// that needs the form's code at once.
const subjectInQuery = () => subjectFromQuery(window.location.search) !== "";

export function LazyContactForm(props: ContactProps) {
  return (
    <WhenNeeded eager={subjectInQuery}>
      <ContactForm {...props} />
    </WhenNeeded>
  );
}

// The booking box and the registration form are usually in the first screen: their code (and
// react-hook-form) comes once the page has loaded, or at once when the visitor starts on them.
export function LazyBookingForm(props: BookingProps) {
  return (
    <WhenNeeded>
      <BookingForm {...props} />
    </WhenNeeded>
  );
}

export function LazyRegistrationForm(props: RegistrationProps) {
  return (
    <WhenNeeded>
      <RegistrationForm {...props} />
    </WhenNeeded>
  );
}
