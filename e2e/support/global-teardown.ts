import fs from 'node:fs';

/** Removes the seeded data folder of global-setup.ts. */
export default function globalTeardown(): void {
  const template = process.env.CRB_E2E_TEMPLATE;
  if (template) fs.rmSync(template, { recursive: true, force: true });
}
