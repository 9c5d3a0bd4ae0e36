"use client";

import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import type { AirTicketFormWords } from "@/lib/audience/inquiries/air-ticket-words";
import { AIR_TICKET_FORM_ENGLISH, AirTicketForm } from "../forms/air-ticket-form";

/** The 'Fill the form' button of /airticket and its 'Inquire about air ticket' modal (spec §2.4). */
export function AirTicketSlot({ words }: { words?: AirTicketFormWords }) {
  const [open, setOpen] = useState(false);
  const w = words ?? AIR_TICKET_FORM_ENGLISH;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="site-btn site-btn-accent px-8">
        {w.open}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={w.modalTitle} closeLabel={w.close}>
        <AirTicketForm onDone={() => setOpen(false)} words={words} />
      </Modal>
    </>
  );
}
