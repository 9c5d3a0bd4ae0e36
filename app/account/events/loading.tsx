import { SectionLoading } from "@/components/account/content/section-states";

export default function Loading() {
  return <SectionLoading what="events" />;
}
