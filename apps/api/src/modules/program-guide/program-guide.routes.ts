import {
  areasResponseSchema,
  type ProgramGuideResponse,
  programGuideQuerySchema,
  programGuideResponseSchema,
  slotListExportQuerySchema,
  slotListQuerySchema,
  slotListResponseSchema,
} from '@tvcm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { sessionOf } from '../../plugins/session-auth';
import { visibilityOf } from '../inventory';
import { type AnswerCache, answerEtag, encodingFor } from './answer-cache';
import type { ProgramGuideService } from './program-guide.service';
import { slotListFile } from './slot-list-sheet';

export async function programGuideRoutes(
  parent: FastifyInstance,
  options: {
    programGuide: ProgramGuideService;
    now: () => number;
    /** Recently built timetable answers; without it, answers have no ETag and are built every time. */
    answers?: AnswerCache;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { programGuide, now, answers } = options;
  const visibility = (request: FastifyRequest) => {
    if (!request.licence) throw new AppError('licenceMissing');
    return visibilityOf(sessionOf(request), request.licence, now());
  };

  app.get(
    '/areas',
    {
      config: { access: { licence: 'slotSearch' } },
      schema: { tags: ['program-guide'], response: { 200: areasResponseSchema } },
    },
    async (request) => programGuide.areas(visibility(request)),
  );

  app.get(
    '/program-guide',
    {
      config: { access: { licence: 'timetable' } },
      // An area-week is thousands of slots in columns; checking every value against the schema on
      // the way out costs more than building it. The schema still documents the answer, and the
      // API tests hold every answer to it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['program-guide'],
        querystring: programGuideQuerySchema,
        response: { 200: programGuideResponseSchema, 304: z.void().describe('Unchanged since If-None-Match') },
      },
    },
    async (request, reply) => {
      const caller = visibility(request);
      const companyId = sessionOf(request).companyId;
      // A segment's answer is its licensee company's (its licences, its dates, cells it may read) and
      // changes with target data, which moves no inventory version: it is built every time, never
      // kept nor tagged, so no other company's key and no stale version can ever serve it.
      if (!answers || request.query.segment !== undefined) return programGuide.timetable(companyId, request.query, caller);
      // The version is read from the database on every call, so a write through any process is
      // seen; an answer is built, or taken from the cache, only at the version just read.
      const { key, version } = await programGuide.timetableStamp(request.query, caller);
      const etag = answerEtag(key, version);
      // Only answers carry the tag: a refused question (an unknown area) is not one to revalidate.
      const revalidated = () =>
        reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Encoding');
      if (request.headers['if-none-match'] === etag) return revalidated().status(304).send();
      const answer =
        answers.get(key, version) ?? answers.set(key, version, await programGuide.timetable(companyId, request.query, caller));
      const encoding = encodingFor(request.headers['accept-encoding']);
      const bytes = await answers.bytes(answer, encoding);
      revalidated().header('content-type', 'application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The answer's bytes as built: the type provider knows the answer only as its object.
      return reply.send(bytes as unknown as ProgramGuideResponse);
    },
  );

  app.get(
    '/slots',
    {
      config: { access: { licence: 'slots' } },
      schema: { tags: ['program-guide'], querystring: slotListQuerySchema, response: { 200: slotListResponseSchema } },
    },
    async (request) => programGuide.slotList(sessionOf(request).companyId, request.query, visibility(request)),
  );

  // The same list as an .xlsx: its conditions and order, every page at once (up to the maximum).
  app.get(
    '/slots.xlsx',
    { config: { access: { licence: 'slots' } }, schema: { tags: ['program-guide'], querystring: slotListExportQuerySchema } },
    async (request, reply) => {
      const data = await programGuide.slotListForSheet(sessionOf(request).companyId, request.query, visibility(request));
      return sendSpreadsheet(reply, await slotListFile(request.query, data));
    },
  );
}
