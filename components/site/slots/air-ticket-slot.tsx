"use client";

import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { AirTicketForm } from "../forms/air-ticket-form";

/** The 'Fill the form' button of /airticket and its 'Inquire about air ticket' modal (spec §2.4). */
export function AirTicketSlot() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="site-btn site-btn-accent px-8">
        Fill the form
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Inquire about air ticket">
        <AirTicketForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
