import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { POLICY_MESSAGES } from '../../contracts/booking-policy';
import {
  BookingPoliciesResponse,
  BookingPolicyResponse,
  OwnBookingPolicyResponse,
  PolicyRoleParams,
  UpdateBookingPolicyBody,
} from '../../contracts/booking-policies';
import { errorResponses } from '../../contracts/common';
import { toCampusIso } from '../../shared/time';
import { daysAheadLimit } from '../bookings';
import { listPolicies, savePolicy } from './repository';

/**
 * The booking policy per role (issue 15): super_admin reads and edits it; the bookings module
 * enforces it; a booker reads their own days-ahead limit, which Book a Room's finder offers no day past.
 */
export const policyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requireCapability('manageUsers');
  const tz = app.config.campusTz;
  const tags = ['policies'];
  const wire = <T extends { updated_at: Date }>(row: T) => ({ ...row, updated_at: toCampusIso(row.updated_at, tz) });

  app.get(
    '/admin/booking-policies',
    { onRequest, schema: { tags, response: { 200: BookingPoliciesResponse, ...errorResponses } } },
    async () => ({ policies: (await listPolicies(app.db)).map(wire) }),
  );

  app.get(
    '/me/booking-policy',
    { onRequest: app.requireCapability('book'), schema: { tags, response: { 200: OwnBookingPolicyResponse, ...errorResponses } } },
    async (request) => ({ days_ahead: await daysAheadLimit(app.db, request.user!.access, tz, app.now()) }),
  );

  app.put(
    '/admin/booking-policies/:role',
    {
      onRequest,
      schema: {
        tags,
        params: PolicyRoleParams,
        body: UpdateBookingPolicyBody,
        response: { 200: BookingPolicyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await savePolicy(app.db, request.params.role, request.body, request.user!.id, app.now());
      return { message: POLICY_MESSAGES.updated, policy: wire(saved) };
    },
  );
};
