/**
 * SLOT — the contact form of /contact (spec §5: names, email, subject, phone, message; §2.1).
 * The contact issue replaces this file with the real form (it may read ?tour=, ?event= or
 * ?topic= to prefill the subject); until then nothing is shown rather than a form that cannot send.
 */
export function ContactFormSlot() {
  return null;
}
