// Client-safe: the pages take these too.
export { REFUND_METHODS, REFUND_STATES, type RefundMethod, type RefundState } from "@/lib/platform/db/enums";
