import { NotFoundBody } from "@/components/ui/status-pages";
import { BareDocument } from "./html-document";

export default function NotFound() {
  return (
    <BareDocument>
      <NotFoundBody />
    </BareDocument>
  );
}
