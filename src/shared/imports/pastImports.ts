import type { ImportKind } from '@contracts/import-columns';
import type { ImportSummary } from '@contracts/imports';

/** The past imports of one screen's kind, newest first (the server's order, kept). */
export function importsOfKind(imports: readonly ImportSummary[] | undefined, kind: ImportKind): ImportSummary[] {
  return (imports ?? []).filter((i) => i.kind === kind);
}

/** How the lists name an import's file. */
export const importName = (summary: Pick<ImportSummary, 'file_name' | 'id'>) => summary.file_name ?? `import #${summary.id}`;
