import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and committed; both PGlite and PostgreSQL
// apply the same SQL at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
