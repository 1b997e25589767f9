/**
 * The secrets this run knows (the platform token, github-token), registered once, and the one
 * function that removes them from text. Every place text leaves the action (log lines, the job
 * summary, outputs, error messages built from answers) calls it before escaping, since an escaped
 * secret (`tok&#95;…`) no longer matches the runner's mask. It lives in the platform layer, beside
 * the transport that registers the platform token, and src/action/ (whose text helpers every layer
 * above uses) imports it from there; src/network/, the lowest layer, imports nothing of ours.
 */

/** Shorter values are no credential, and replacing them would garble ordinary text. */
const MIN_SECRET_LENGTH = 4

const secrets = new Set<string>()

/** Keeps `secret` out of everything the run shows or writes from now on. */
export function registerSecret(secret: string): void {
  if (secret.length >= MIN_SECRET_LENGTH) secrets.add(secret)
}

/** `text` with every registered secret replaced by `***`. */
export function redactSecrets(text: string): string {
  let clean = text
  for (const secret of secrets) {
    if (clean.includes(secret)) clean = clean.split(secret).join('***')
  }
  return clean
}
