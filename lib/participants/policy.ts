/** The event registration cancellation policy of spec §9, shown on /participant and in e-mails. */
export const CANCELLATION_RULES = [
  "A registration cancelled 5 days before the event costs 25% of the fee.",
  "A registration cancelled 2 days before the event or on the day costs the full fee: there is no refund.",
  "A colleague may replace you free of charge.",
];
