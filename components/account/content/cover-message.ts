/**
 * Spec §5 has two texts for a missing cover or document (restyled here: sentence case, a full
 * stop): "… cover image is required." when no file was chosen at all, and the schema's "Please
 * upload the … cover image." when one was chosen but is not uploaded.
 */
export function coverMessage(error: string | undefined, chosen: boolean, notChosenText: string): string | undefined {
  if (!error) return undefined;
  return chosen ? error : notChosenText;
}
