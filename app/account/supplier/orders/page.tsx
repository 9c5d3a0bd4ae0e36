import { redirect } from "next/navigation";

/** The old order view linked here: the bookings list lives at /account/tour-bookings. */
export default function SupplierOrders() {
  redirect("/account/tour-bookings");
}
