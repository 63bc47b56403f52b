import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MODULES_DIR } from '../paths';
import type { Database } from './client';

/** Advisory lock class of the step below: one node at a time replaces the functions. */
const OWNED_SQL_LOCK = 1302614;

/** Every `<module>/sql/*.sql` under `modulesDir`, named `<module>/<file>`, in name order. */
export function listOwnedSql(modulesDir = MODULES_DIR): { name: string; text: string }[] {
  const files: { name: string; text: string }[] = [];
  for (const module of readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, module, 'sql');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith('.sql')) {
        files.push({ name: `${module}/${file}`, text: readFileSync(path.join(dir, file), 'utf8') });
      }
    }
  }
  return files;
}

/**
 * The SQL functions a module owns live beside its code (decision 025), each file one
 * `CREATE OR REPLACE FUNCTION`. After the migrations, a file whose text changed since it was
 * last applied (its SHA-256 is kept in app_meta as `sql:<module>/<file>`) is applied again,
 * in one transaction, under an advisory lock so that nodes starting together take turns.
 * Answers the names applied.
 */
export async function applyOwnedSql(db: Database, modulesDir = MODULES_DIR): Promise<string[]> {
  const files = listOwnedSql(modulesDir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OWNED_SQL_LOCK}, 0)`);
    const applied: string[] = [];
    for (const file of files) {
      const key = `sql:${file.name}`;
      const sha256 = createHash('sha256').update(file.text).digest('hex');
      const rows = (await tx.execute(
        sql`select value from app_meta where key = ${key}`,
      )) as unknown as { rows: { value: { sha256?: string } }[] };
      if (rows.rows[0]?.value.sha256 === sha256) continue;
      await tx.execute(sql.raw(file.text));
      await tx.execute(sql`insert into app_meta (key, value, updated_at)
        values (${key}, ${JSON.stringify({ sha256 })}::jsonb, now())
        on conflict (key) do update set value = excluded.value, updated_at = now()`);
      applied.push(file.name);
    }
    return applied;
  });
}
