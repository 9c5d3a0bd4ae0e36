import type { ParticipantRow } from "./queries";

/** A participant as API clients read it: the create body's fields, id, createdAt, plus the event, category and payment status. */
export function serializeParticipant(p: ParticipantRow) {
  return {
    id: p.id,
    eventId: p.eventId,
    eventSlug: p.eventSlug,
    eventName: p.eventName,
    title: p.title,
    familyName: p.familyName,
    firstName: p.firstName,
    position: p.position,
    department: p.department,
    organization: p.organization,
    address: p.address,
    country: p.country,
    town: p.town,
    phone: p.phone,
    email: p.email,
    dietRequirements: p.dietRequirements,
    category: p.category,
    amount: Number(p.amount),
    dataProtection: p.dataProtection,
    orderId: p.orderId,
    paymentStatus: p.paymentStatus,
    isPaid: p.paymentStatus === "PAID",
    testMode: p.testMode,
    /** CONFIRMED, UNCONFIRMED (free, e-mail not yet confirmed), AWAITING_PAYMENT, EXPIRED or CANCELLED. */
    state: p.state,
    createdAt: p.createdAt.toISOString(),
  };
}

export type ParticipantJson = ReturnType<typeof serializeParticipant>;
