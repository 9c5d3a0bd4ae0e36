/** Plain constants shared by the database schema, the API and the pages (no imports). */
/** Kinds of refund and where they stand (lib/refunds). */
export const REFUND_METHODS = ["mpgs", "test", "bank"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/**
 * pending: asked of the gateway, no answer yet; succeeded: the money went back; declined: the
 * gateway refused (nothing changed); due: a bank transfer back that staff still have to make.
 */
export const REFUND_STATES = ["pending", "succeeded", "declined", "due"] as const;
export type RefundState = (typeof REFUND_STATES)[number];
