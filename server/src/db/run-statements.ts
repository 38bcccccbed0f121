import { sql, type Kysely } from 'kysely';

/**
 * Runs a script of DDL statements one by one: PGlite's extended protocol takes a
 * single statement per query. Statements end with ';' at the end of a line.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.replace(/--.*$/gm, '').trim().length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
