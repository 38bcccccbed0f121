import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse, errorResponses, IdParams } from '../../contracts/common';
import { IMPORT_KINDS, IMPORT_MEDIA_TYPES, type ImportKind } from '../../contracts/import-columns';
import { IMPORT_FILE_MESSAGES, IMPORT_UNDO_MESSAGES } from '../../contracts/import-messages';
import { ImportProgress, ImportQuery, ImportRefusal, ImportReport, ImportsResponse, ImportUndoResult } from '../../contracts/imports';
import { can, type Capability } from '../../contracts/roles';
import { forbidden, HttpError, notFound, unauthorized } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import { ProgressBoard } from './progress';
import { findImport, listImports } from './repository';
import { runImport } from './run-import';
import { undoBookings, undoRecords } from './undo';
import { acceptUploads, Upload } from './upload';

/** Who may import (and undo, and list) each kind (DESIGN.md §10): rooms and timetables the administrators, users super_admin. */
const IMPORT_CAPABILITY: Record<ImportKind, Capability> = { rooms: 'manageRooms', users: 'manageUsers', bookings: 'manageBookings' };

const mayImport = (access: readonly string[]) => IMPORT_KINDS.filter((kind) => can(access, IMPORT_CAPABILITY[kind]));

/** Past imports listed at most (newest first). */
const LIST_LIMIT = 100;

/**
 * Import (issue 31, DESIGN.md §10, "Import"): POST a file to import or dry-run it, list past
 * imports, undo one, and poll a running import's progress. Every route is guarded before its
 * body is read, so a caller without the right gets 401/403 whatever they send.
 */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptUploads(app);
  const board = new ProgressBoard();
  const tz = app.config.campusTz;

  /** 401 without a session; 403 unless the caller may import the kind the query names (or some kind, before it is known). */
  const guard = async (request: FastifyRequest) => {
    const user = request.user;
    if (!user) throw unauthorized();
    const kind = (request.query as { kind?: unknown } | undefined)?.kind;
    const known = IMPORT_KINDS.find((k) => k === kind);
    if (known ? !can(user.access, IMPORT_CAPABILITY[known]) : mayImport(user.access).length === 0) throw forbidden();
  };

  app.post(
    '/admin/imports',
    {
      onRequest: guard,
      schema: {
        tags: ['imports'],
        description: `The file is the request body: ${IMPORT_MEDIA_TYPES.csv} for every kind, ${IMPORT_MEDIA_TYPES.ics} for bookings; UTF-8, at most 20 MB.`,
        consumes: [IMPORT_MEDIA_TYPES.csv, IMPORT_MEDIA_TYPES.ics],
        // The body is the file's stream, read by the handler: described here, never validated as JSON.
        body: Type.Unsafe<Upload>({ format: 'binary', description: 'The file (CSV or iCalendar).' }),
        querystring: ImportQuery,
        response: {
          200: ImportReport,
          201: ImportReport,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ImportRefusal,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const upload = request.body as unknown;
      if (!(upload instanceof Upload)) throw new HttpError(415, IMPORT_FILE_MESSAGES.mediaType);
      const { kind, dry_run = false, skip_invalid = false, file_name, progress } = request.query;
      if (upload.format === 'ics' && kind !== 'bookings') throw new HttpError(415, IMPORT_FILE_MESSAGES.calendarKind);
      const actor = request.user!;
      const progressOf = board.reporter(progress, actor.id);
      const report = await runImport(upload, {
        kind,
        db: app.db,
        tz,
        now: app.now(),
        actor,
        dryRun: dry_run,
        skipInvalid: skip_invalid,
        fileName: file_name?.trim() || null,
        progress: progressOf,
      });
      const records = report.created + report.updated + report.unchanged;
      progressOf.set('done', records, records);
      return reply.status(report.id === null ? 200 : 201).send(report);
    },
  );

  const listGuard = app.requireCapability('manageRooms');

  app.get(
    '/admin/imports',
    { onRequest: listGuard, schema: { tags: ['imports'], response: { 200: ImportsResponse, ...errorResponses } } },
    async (request) => {
      const rows = await listImports(app.db, mayImport(request.user!.access), LIST_LIMIT);
      return {
        imports: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          file_name: r.file_name,
          created_by: r.created_by,
          created_at: toCampusIso(r.created_at, tz),
          rows: r.row_count,
          created: r.created_count,
          updated: r.updated_count,
          unchanged: r.unchanged_count,
          skipped: r.skipped_count,
          undone_at: r.undone_at && toCampusIso(r.undone_at, tz),
        })),
      };
    },
  );

  app.get(
    '/admin/imports/progress/:token',
    {
      onRequest: listGuard,
      schema: {
        tags: ['imports'],
        params: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) }, { additionalProperties: false }),
        response: { 200: ImportProgress, ...errorResponses },
      },
    },
    async (request) => {
      const progress = board.read(request.params.token, request.user!.id);
      if (!progress) throw notFound(IMPORT_UNDO_MESSAGES.progressNotFound);
      return progress;
    },
  );

  app.delete(
    '/admin/imports/:id',
    { onRequest: listGuard, schema: { tags: ['imports'], params: IdParams, response: { 200: ImportUndoResult, ...errorResponses } } },
    async (request) => {
      const actor = request.user!;
      const imp = await findImport(app.db, request.params.id);
      if (!imp) throw notFound(IMPORT_UNDO_MESSAGES.notFound);
      if (!can(actor.access, IMPORT_CAPABILITY[imp.kind])) throw forbidden(IMPORT_UNDO_MESSAGES.usersOnly);
      if (imp.undone_at) throw new HttpError(409, IMPORT_UNDO_MESSAGES.alreadyUndone);
      const ctx = { db: app.db, tz, now: app.now(), actor };
      if (imp.kind === 'bookings') return undoBookings(ctx, imp);
      return undoRecords(ctx, { id: imp.id, kind: imp.kind, updated: imp.updated_count });
    },
  );
};
