/** Plain lists shared by the database schema, the API and the registration form (no imports, so any bundle may take them). */
export const PARTICIPANT_TITLES = ["Mr", "Ms", "Mrs.", "Dr.", "Prof."] as const;
/** The fee-table row a participant pays (keys of FeeTable). */
export const PARTICIPANT_CATEGORIES = ["rwandan", "african", "international"] as const;
export type ParticipantCategory = (typeof PARTICIPANT_CATEGORIES)[number];
