import { StatusDocument } from "./status-document";

export default function Forbidden() {
  return (
    <StatusDocument
      code="403"
      title="Administrators only"
      text="Your account does not have access to this page."
      href="/account"
      action="Back to the dashboard"
    />
  );
}
