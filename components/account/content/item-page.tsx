import type { ComponentProps, ReactNode } from "react";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { DeleteButton } from "./delete-button";
import { StatusToggle } from "./status-toggle";

type Props = {
  /** The list the item belongs to, for the breadcrumb and where Delete returns. */
  section: { label: string; href: string };
  title: string;
  /** The status badge and facts shown under the title. */
  details: ReactNode;
  isAdmin: boolean;
  /** The admin's publish / approve / activate switch. */
  toggle: ComponentProps<typeof StatusToggle>;
  /** The admin's Delete: the API address and the word for the item in the confirmation. */
  remove: { url: string; what: string };
  /** Where the item lives on the public site, and whether the public can see it yet. */
  publicPage?: { path: string; isPublic: boolean };
  /** Tells a non-admin why the fields are read-only. */
  notice: string;
  /** The item's form. */
  children: ReactNode;
};

/** A content item's dashboard page: breadcrumb, title with status, admin actions and the item's form. */
export function ContentItemPage({ section, title, details, isAdmin, toggle, remove, publicPage, notice, children }: Props) {
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, section, { label: title }]} />
      <PageHeader
        title={title}
        description={<span className="inline-flex flex-wrap items-center gap-2">{details}</span>}
        action={
          <div className="flex flex-wrap items-start gap-2">
            {publicPage ? <PublicPageLink {...publicPage} /> : null}
            {isAdmin ? (
              <>
                <StatusToggle {...toggle} />
                <DeleteButton url={remove.url} what={remove.what} title={title} redirectTo={section.href} />
              </>
            ) : null}
          </div>
        }
      />
      {isAdmin ? null : (
        <div className="mb-4">
          <Alert tone="info">{notice}</Alert>
        </div>
      )}
      {children}
    </>
  );
}

/** A published item opens at its public URL; a draft opens there too, through the staff preview. */
function PublicPageLink({ path, isPublic }: { path: string; isPublic: boolean }) {
  const href = isPublic ? path : `/preview?path=${encodeURIComponent(path)}`;
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClass("secondary")}>
      {isPublic ? "View on site" : "Preview on site"}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
