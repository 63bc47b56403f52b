import { rmSync } from 'node:fs';
import { MAILBOX_DIR, startMailbox } from './mailbox';

/** Starts the SMTP listener the server under test mails to; stops it after the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  return startMailbox();
}
