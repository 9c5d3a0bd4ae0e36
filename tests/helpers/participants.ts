/** A complete registration for `eventName` as the public form sends it; `extra` overrides or adds fields. */
export const registrationBody = (eventName: string, extra: Record<string, unknown> = {}) => ({
  eventName,
  title: "Dr.",
  familyName: "Uwase",
  firstName: "Aline",
  position: "Researcher",
  department: "Climate",
  organization: "University of Rwanda",
  address: "KG 7 Ave",
  country: "Rwanda",
  town: "Kigali",
  phone: "0788 123 456",
  email: `aline.${Math.random().toString(36).slice(2)}@example.rw`,
  dietRequirements: "Vegetarian",
  dataProtection: true,
  ...extra,
});
