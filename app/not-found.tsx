import { StatusDocument } from "./status-document";

export default function NotFound() {
  return (
    <StatusDocument code="404" title="Page not found" text="The page you are looking for has moved or never existed." href="/" action="Back to the home page" />
  );
}
