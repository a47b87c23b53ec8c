import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes SQL migrations into `drizzle/` from the schema; commit them. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
