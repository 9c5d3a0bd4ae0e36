import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDate } from "@/lib/platform/dates";
import { getUserById } from "@/lib/access/users/queries";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { BlockUserButton } from "@/components/account/users/block-user-button";
import { UserStatus } from "@/components/account/users/user-status";

export const metadata: Metadata = { title: "User" };

/** One staff member's details, read-only. The `{name}` segment carries the user's id (docs/differences.md). */
export default async function ViewUserPage({ params }: PageProps<"/account/users/view/[name]">) {
  const viewer = await requireStaffPage();
  const { name } = await params;
  const user = await getUserById(decodeURIComponent(name));
  if (!user) notFound();
  const fullName = `${user.firstName} ${user.lastName}`;
  const details: [string, React.ReactNode][] = [
    ["First name", user.firstName],
    ["Last name", user.lastName],
    [
      "Email",
      <a key="email" href={`mailto:${user.email}`} className="text-brand-700 underline underline-offset-4">
        {user.email}
      </a>,
    ],
    ["Phone number", user.phoneNumber || "—"],
    ["Organization", user.organization || "—"],
    [
      "Role",
      <span key="role" className="capitalize">
        {user.role}
      </span>,
    ],
    ["Status", <UserStatus key="status" isActive={user.isActive} hasPassword={user.hasPassword} />],
    ["Joined", formatDate(user.createdAt)],
  ];
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Users", href: "/account/users" }, { label: fullName }]} />
      <PageHeader
        title={fullName}
        description={user.hasPassword ? undefined : "Invited: this person has not chosen a password yet."}
        action={
          viewer.role === "admin" && viewer.id !== user.id ? (
            <BlockUserButton id={user.id} name={fullName} isActive={user.isActive} returnTo="/account/users" />
          ) : undefined
        }
      />
      <dl className="grid max-w-2xl gap-x-6 gap-y-4 rounded-xl border border-stone-200 bg-white p-6 shadow-card sm:grid-cols-[12rem_1fr]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-ink-soft">{label}</dt>
            <dd className="text-sm text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
