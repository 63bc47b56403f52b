import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client';
import { cliOnFreshData, commandLine } from '../test/cli';

const PASSWORD = 'correct horse battery';

/**
 * `user:create` with a staff role is a staff change (issue 17): it writes its audit row, source
 * cli, under the account `--staff` names, else the first admin, else the operator alone; the
 * password is never recorded. A player's account is no staff change and writes none.
 */
describe('npm run cli -- user:create (staff accounts in the audit trail)', () => {
  const { dataDir, cli } = cliOnFreshData();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const create = (email: string, role: string, staff?: string) =>
    cli(
      commandLine('user:create', {
        email,
        password: PASSWORD,
        name: `Member ${role} of staff`,
        role,
        ...(staff ? { staff } : {}),
      }),
    );

  // Each step spawns the CLI, which opens PGlite and migrates: seconds each on a busy machine.
  it(
    'records each staff account under the named staff member, the first admin or the operator',
    { timeout: 240_000 },
    async () => {
      const made: Record<string, number> = {};
      for (const [email, role, staff] of [
        ['first.admin@example.com', 'admin'],
        ['fin@example.com', 'finance'],
        ['agent@example.com', 'support', 'fin@example.com'],
        ['player@example.com', 'player'],
      ] as const) {
        const answer = await create(email, role, staff);
        expect(answer.stderr).toBe('');
        expect(answer.code).toBe(0);
        made[email] = (JSON.parse(answer.stdout) as { id: number }).id;
      }
      const refused = await create('nobody@example.com', 'content', 'player@example.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('player@example.com is not a staff account');

      const handle = await openDatabase({ dataDir });
      const rows = await queryRows<Record<string, unknown>>(
        handle.db,
        sql`select staff_id, staff_role, source, action, target_type, target_id, before, after,
              ip, user_agent
            from staff_audit order by id`,
      );
      const emails = await queryRows<{ email: string }>(
        handle.db,
        sql`select email from users order by id`,
      );
      await handle.close();
      // The refused command made nothing.
      expect(emails.map((row) => row.email)).not.toContain('nobody@example.com');
      const row = (email: string, role: string, staffId: number | null, staffRole: string) => ({
        staff_id: staffId,
        staff_role: staffRole,
        source: 'cli',
        action: 'staff.create',
        target_type: 'user',
        target_id: String(made[email]),
        before: null,
        after: { email, name: `Member ${role} of staff`, role },
        ip: null,
        user_agent: expect.stringMatching(/^cli \(.+\)$/),
      });
      expect(rows).toEqual([
        row('first.admin@example.com', 'admin', null, 'operator'),
        row('fin@example.com', 'finance', made['first.admin@example.com']!, 'admin'),
        row('agent@example.com', 'support', made['fin@example.com']!, 'finance'),
      ]);
      expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    },
  );
});
