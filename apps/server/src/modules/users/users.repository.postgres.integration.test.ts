import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { useScratchDatabase } from '../../test/suite';
import { createUsersRepository } from './users.repository';

const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('the prepared per-request lookups on PostgreSQL', () => {
  const scratch = useScratchDatabase(serverUrl);
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answer what the query builder answers', async () => {
    expect(database.prepared).not.toBeNull();
    const prepared = createUsersRepository(database.db, { prepared: database.prepared });
    const built = createUsersRepository(database.db);
    const user = await built.insert({
      name: 'Prepared Player',
      email: 'prepared@example.com',
      passwordHash: 'x',
      refCode: 'prepared-ref',
      emailVerifiedAt: new Date('2026-01-02T03:04:05.000Z'),
    });
    await built.insertSession({
      userId: user.id,
      tokenHash: 'hash-of-a-token',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await prepared.findById(user.id)).toEqual(await built.findById(user.id));
    expect(await prepared.findById(user.id + 1)).toBeNull();
    const now = new Date();
    const session = await prepared.findActiveSessionByTokenHash('hash-of-a-token', now);
    expect(session).toEqual(await built.findActiveSessionByTokenHash('hash-of-a-token', now));
    expect(session).toMatchObject({ userId: user.id, role: 'player' });
    expect(await prepared.findActiveSessionByTokenHash('no-such-hash', now)).toBeNull();
  });
});
