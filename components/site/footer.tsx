import { services } from "@/lib/services";
import { FooterView } from "./footer-view";

/** The public site's footer (FooterView), given the services' links and the year for its ©. */
export function Footer() {
  return <FooterView serviceLinks={services.map((s) => ({ href: `/services/${s.id}`, label: s.title }))} year={new Date().getFullYear()} />;
}
