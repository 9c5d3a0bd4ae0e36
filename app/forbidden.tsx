import { ForbiddenBody } from "@/components/ui/status-pages";
import { BareDocument } from "./html-document";

export default function Forbidden() {
  return (
    <BareDocument>
      <ForbiddenBody />
    </BareDocument>
  );
}
