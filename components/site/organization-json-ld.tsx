"use client";

import { organizationJsonLd } from "@/lib/content/seo/organization";
import { JsonLd } from "./json-ld";

/** Every public page's JSON-LD for the company, built in the component: the payload carries only the site's address. */
export function OrganizationJsonLd({ origin }: { origin: string }) {
  return <JsonLd data={organizationJsonLd(origin)} />;
}
