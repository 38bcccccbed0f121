import { api } from '@shared/api/api';
import type { ImportKind } from '@contracts/import-columns';
import type { ImportProgress, ImportReport, ImportSummary, ImportsResponse, ImportUndoResult } from '@contracts/imports';
import { mediaTypeOf } from './importFile';
import { IMPORTS_LIST, importChangeTags } from './importTags';

/** A report; a refusal (422) carries the server's message too. */
export type ImportAnswer = ImportReport & { message?: string };

export interface RunImportArgs {
  kind: ImportKind;
  file: File;
  dryRun: boolean;
  skipInvalid?: boolean;
  /** The token GET /admin/imports/progress/{token} answers for while this request runs. */
  progress: string;
}

/** POST /admin/imports answers a report: 200 for a dry run, 201 for an import, 422 when it refused to import. */
const isReportStatus = (response: Response) => response.ok || response.status === 422;

/** The query's file_name holds at most 255 characters (what the list of past imports shows). */
const FILE_NAME_MAX = 255;

/** Import (DESIGN.md §10): run or check a file, list past imports, undo one, and follow a running one. */
export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The file itself is the body, so the browser sends it as it is on disk (the server reads its encoding).
    runImport: build.mutation<ImportAnswer, RunImportArgs>({
      query: ({ kind, file, dryRun, skipInvalid, progress }) => ({
        url: '/admin/imports',
        method: 'POST',
        params: {
          kind,
          file_name: file.name.slice(0, FILE_NAME_MAX),
          progress,
          ...(dryRun ? { dry_run: true } : {}),
          ...(skipInvalid ? { skip_invalid: true } : {}),
        },
        headers: { 'Content-Type': mediaTypeOf(file) },
        body: file,
        validateStatus: isReportStatus,
      }),
      // A dry run and a refused import (no id) change nothing.
      invalidatesTags: (report) => (report && !report.dry_run && report.id !== null ? importChangeTags(report.kind) : []),
    }),
    getImports: build.query<ImportSummary[], void>({
      query: () => '/admin/imports',
      transformResponse: (response: ImportsResponse) => response.imports,
      providesTags: [IMPORTS_LIST],
    }),
    undoImport: build.mutation<ImportUndoResult, { id: number; kind: ImportKind }>({
      query: ({ id }) => ({ url: `/admin/imports/${id}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, { kind }) => (result ? importChangeTags(kind) : [IMPORTS_LIST]),
    }),
    getImportProgress: build.query<ImportProgress, string>({
      query: (token) => `/admin/imports/progress/${token}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useRunImportMutation, useGetImportsQuery, useUndoImportMutation, useGetImportProgressQuery } = importsApi;
