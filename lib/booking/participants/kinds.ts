// Client-safe: the registration form takes these too.
export { PARTICIPANT_CATEGORIES, PARTICIPANT_TITLES, type ParticipantCategory } from "@/lib/platform/db/enums";
