import type { ButtonHTMLAttributes } from "react";
import Link from "next/link";
// LinkButton serves the dashboard only: no prefetch, for the reason given in components/account/dashboard-link.tsx.

type Variant = "primary" | "secondary" | "danger" | "ghost" | "accent";
type Size = "sm" | "md" | "lg";

const base = "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-earth-600 text-white hover:bg-earth-700",
  secondary: "border border-brand-200 bg-white text-brand-800 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  ghost: "text-brand-800 hover:bg-brand-50",
};
const sizes: Record<Size, string> = { sm: "px-3 py-1.5 text-sm", md: "px-4 py-2 text-sm", lg: "px-6 py-3 text-base" };

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return [base, variants[variant], sizes[size], extra].join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export function Button({ variant = "primary", size = "md", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

type LinkButtonProps = { href: string; children: React.ReactNode; variant?: Variant; size?: Size; className?: string };

export function LinkButton({ href, variant = "primary", size = "md", className = "", children }: LinkButtonProps) {
  return (
    <Link href={href} prefetch={false} className={buttonClass(variant, size, className)}>
      {children}
    </Link>
  );
}
