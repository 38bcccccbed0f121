import { http, HttpResponse } from 'msw';
import type { ImportKind } from '@contracts/import-columns';
import type { ImportProgress, ImportReport, ImportSummary, ImportsResponse, ImportUndoResult } from '@contracts/imports';
import { apiUrl } from '../api-url';

/** A report as the server answers one, clean unless a test says otherwise. */
export function makeReport(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    id: null,
    kind: 'rooms',
    dry_run: true,
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    errors: [],
    conflicts: [],
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ImportSummary> & Pick<ImportSummary, 'id'>): ImportSummary {
  return {
    kind: 'rooms',
    file_name: 'rooms.csv',
    created_by: 'Arjun Mehta',
    created_at: '2026-03-04T09:30:00+05:30',
    rows: 2,
    created: 2,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    undone_at: null,
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };

/**
 * An in-memory stand-in for the import API that stores what it is sent and applies none of the
 * server's rules (checking a file is the server tests' job). A file is answered as clean: each
 * line after the header a created record. A test scripts anything else: `answerNext('POST', 422,
 * report)`, `answerNext('DELETE', 409, {message})`; `holdNext()` keeps the next upload waiting
 * until released (while `progress` answers its token); `uploads` records each upload.
 */
export function importsBackend(initial: ImportSummary[] = []) {
  const db = { imports: initial.map((i) => ({ ...i })) };
  const uploads: { query: URLSearchParams; contentType: string | null; body: string }[] = [];
  const polls: string[] = [];
  const next: Partial<Record<'POST' | 'DELETE', Answer>> = {};
  const running = new Set<string>();
  let hold: Promise<void> | null = null;
  let progress: ImportProgress | null = null;
  let nextId = 100;
  const take = (method: 'POST' | 'DELETE') => {
    const answer = next[method];
    delete next[method];
    return answer;
  };

  /** An import that wrote (201) is listed first, as the server lists past imports. */
  const store = (report: ImportReport, fileName: string | null) => {
    if (report.dry_run || report.id === null) return;
    db.imports.unshift(makeSummary({ ...report, id: report.id, file_name: fileName, created_at: '2026-03-04T10:00:00+05:30' }));
  };

  const handlers = [
    http.post(apiUrl('/admin/imports'), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const body = await request.text();
      uploads.push({ query, contentType: request.headers.get('content-type'), body });
      const token = query.get('progress') ?? '';
      running.add(token);
      const waiting = hold;
      hold = null;
      await waiting;
      running.delete(token);
      const dryRun = query.get('dry_run') === 'true';
      const rows = body.split(/\r?\n/).filter((line) => line.trim()).length - 1;
      const answer = take('POST') ?? {
        status: dryRun ? 200 : 201,
        body: makeReport({ kind: query.get('kind') as ImportKind, dry_run: dryRun, id: dryRun ? null : nextId++, rows, created: rows }),
      };
      if (answer.status === 201) store(answer.body as ImportReport, query.get('file_name'));
      return HttpResponse.json(answer.body as object, { status: answer.status });
    }),
    http.get(apiUrl('/admin/imports'), () => HttpResponse.json<ImportsResponse>({ imports: db.imports })),
    http.get(apiUrl('/admin/imports/progress/:token'), ({ params }) => {
      const token = String(params.token);
      polls.push(token);
      return progress && running.has(token) ? HttpResponse.json(progress) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.delete(apiUrl('/admin/imports/:id'), ({ params }) => {
      const answer = take('DELETE');
      if (answer) return HttpResponse.json(answer.body as object, { status: answer.status });
      const summary = db.imports.find((i) => i.id === Number(params.id));
      if (!summary) return HttpResponse.json({ message: 'Import not found' }, { status: 404 });
      summary.undone_at = '2026-03-04T11:00:00+05:30';
      return HttpResponse.json<ImportUndoResult>({
        message: `Import of ${summary.file_name} undone.`,
        cancelled: 0,
        removed: summary.created,
        kept: [],
      });
    }),
  ];

  return {
    db,
    uploads,
    polls,
    handlers,
    /** The next POST or DELETE gets this answer instead. */
    answerNext: (method: 'POST' | 'DELETE', status: number, body: unknown) => {
      next[method] = { status, body };
    },
    /** The next upload waits until the returned function is called. */
    holdNext: () => {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    /** What the progress route answers for an upload that is running. */
    setProgress: (value: ImportProgress | null) => {
      progress = value;
    },
  };
}

/** Default: nothing has been imported. */
export const importHandlers = importsBackend().handlers;
