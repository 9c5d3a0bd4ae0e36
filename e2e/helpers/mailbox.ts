import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { mimeParts } from "../../tests/helpers/smtp";

type Mail = { to: string; subject: string; text: string };

/** Every message the e2e server's SMTP listener received (scripts/e2e-server.mjs), oldest first. */
export function mailbox(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), "utf8");
      return { to: /^To: (.*)$/m.exec(raw)?.[1] ?? "", subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "", text: mimeParts(raw)["text/plain"] ?? "" };
    });
}

/**
 * The link to `linkPath` (followed by a token) in the newest e-mail to `to` with this subject, as
 * its recipient would click it; waits for the e-mail to arrive.
 */
export async function linkFromMail(to: string, subject: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${linkPath}/[A-Za-z0-9_-]{43}`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailbox()
          .filter((m) => m.to.includes(to) && m.subject === subject)
          .at(-1);
        link = mail ? pattern.exec(mail.text)?.[0] : undefined;
        return link;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The newest message to `to` whose subject contains `subject`, as received (MIME); waits for it. */
export async function rawMail(to: string, subject: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  let raw: string | undefined;
  await expect
    .poll(
      () => {
        raw = readdirSync(dir)
          .sort()
          .map((f) => readFileSync(path.join(dir, f), "utf8"))
          .filter((r) => /^To: (.*)$/m.exec(r)?.[1]?.includes(to) && /^Subject: (.*)$/m.exec(r)?.[1]?.includes(subject))
          .at(-1);
        return raw;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return raw!;
}

/** The order a paid registration's "Complete your registration" e-mail to `to` pays (its /pay link); waits for it. */
export async function payLinkOrder(to: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailbox()
          .filter((m) => m.to.includes(to) && m.subject.startsWith("Complete your registration:"))
          .at(-1);
        id = mail ? /\/pay\/([0-9a-f-]{36})/.exec(mail.text)?.[1] : undefined;
        return id;
      },
      { message: `the payment link mailed to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return id!;
}
