/**
 * SLOT — the footer's mailing-list subscribe form (spec §2.1, §5 'Email is required', §8
 * 'Server Error, Please try again later'). The mailing-list issue replaces this file with the
 * real form; until then nothing is shown rather than a form that cannot send.
 */
export function SubscribeSlot() {
  return null;
}
