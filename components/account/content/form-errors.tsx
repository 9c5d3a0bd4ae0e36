import { Alert } from "@/components/ui/alert";

/** The server's refusals, each in its own red alert (spec §8). */
export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="space-y-2">
      {errors.map((e) => (
        <Alert key={e}>{e}</Alert>
      ))}
    </div>
  );
}
