import { userInfo } from 'node:os';
import { isStaffRole } from '@casino/contracts';
import { InvalidArgumentError } from 'commander';
import type { Runtime } from '../compose';
import type { StaffActor } from '../platform/auth';

/** The operating-system account that ran the command: the audit's "from where" for the CLI. */
function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Who an operator's CLI command is recorded under in the audit trail: the staff account named
 * by `email` (it must be staff), else the first admin, else no account ("operator").
 */
export async function cliActor(runtime: Runtime, email?: string): Promise<StaffActor> {
  const users = runtime.services.usersService;
  const staff = email ? await users.findByEmail(email) : await users.findFirstAdmin();
  if (email && (!staff || !isStaffRole(staff.role))) {
    throw new InvalidArgumentError(`${email} is not a staff account`);
  }
  return {
    userId: staff?.id ?? null,
    role: staff?.role ?? 'operator',
    source: 'cli',
    ip: null,
    userAgent: `cli (${operatorName()})`,
  };
}

/** A CLI decision that must name a staff account (a withdrawal's reviewer): an admin's. */
export async function cliReviewer(
  runtime: Runtime,
  email?: string,
): Promise<StaffActor & { userId: number }> {
  const actor = await cliActor(runtime, email);
  if (actor.userId === null || actor.role !== 'admin') {
    throw new InvalidArgumentError('no admin account found: pass --staff <admin e-mail>');
  }
  return { ...actor, userId: actor.userId };
}
