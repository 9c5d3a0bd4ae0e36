import { policyLines, policyOrDefault } from "@/lib/booking/terms/cancellation-policy";
import { storedPolicy } from "@/lib/booking/cancellation/queries";
import { PolicyEditor } from "./policy-editor";

/** A tour's or event's cancellation policy on its dashboard page: editable by administrators, read by other staff. */
export async function CancellationPolicySection({ kind, id, slug, isAdmin }: { kind: "tour" | "event"; id: string; slug: string; isAdmin: boolean }) {
  const own = await storedPolicy(kind, id);
  const policy = policyOrDefault(own);
  return (
    <section id="cancellation-policy" aria-labelledby="cancellation-policy-title" className="mt-10 scroll-mt-20 space-y-4">
      <h2 id="cancellation-policy-title" className="text-lg font-semibold text-brand-900">
        Cancellation policy
      </h2>
      {isAdmin ? (
        <PolicyEditor url={`/api/${kind === "tour" ? "tours" : "events"}/${slug}/cancellation-policy`} steps={policy.steps} isDefault={own === null} />
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {policyLines(policy).map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
