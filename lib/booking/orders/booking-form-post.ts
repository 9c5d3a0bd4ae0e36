/**
 * The tour page's booking box posted as a plain HTML form (before its script, or without script):
 * its field names are the form library's paths ("itemsArray.0.itemNumber"), read here into the
 * JSON body the same service takes. The party is stated (partySize); the price is the server's.
 */
export function bookingFromForm(fields: Record<string, string>): Record<string, unknown> {
  const { "itemsArray.0.id": id, "itemsArray.0.itemNumber": people, ...rest } = fields;
  // `intent` (which button) only chooses the next page.
  delete rest.intent;
  return { ...rest, itemType: "tour", itemsArray: [{ id, itemNumber: people }], partySize: people };
}

/** Pay now goes on to /pay, Pay later to the booking, as with script, in the form's language (/fr/pay/…). */
export function bookingPageAfter(placed: { order: { id: string } }, fields: Record<string, string>): string {
  const prefix = fields.lang === "fr" || fields.lang === "rw" ? `/${fields.lang}` : "";
  return `${prefix}${fields.intent === "later" ? "/myorder" : "/pay"}/${placed.order.id}`;
}
