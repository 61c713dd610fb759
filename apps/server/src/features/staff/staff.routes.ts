// HTTP for the staff desk (issue 19 item 3): who am I (every operator), and the admin's list of staff
// accounts, their creation, role, status and the operator second-factor switch. Which role reaches
// which route is plugins/staff-access.ts's, from the contract's matrix: the staff desk is the admin's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  staffCreateSchema,
  staffIdParamsSchema,
  staffMeSchema,
  staffMemberSchema,
  staffPaths,
  staffRoleUpdateSchema,
  staffSettingsSchema,
  staffStatusUpdateSchema,
} from '@playdeck/contract/staff';
import { requireOperator, signedInAccount } from '../../plugins/auth';
import type { StaffService } from './staff.service';

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];

  app.get(
    staffPaths.me,
    {
      schema: {
        tags,
        summary: "The signed-in operator's staff role and what it may do on each desk",
        response: { 200: successEnvelope(staffMeSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await staff.me(signedInAccount(request)) }),
  );

  app.get(
    staffPaths.list,
    {
      schema: {
        tags,
        summary: 'The staff (operator) accounts with their roles, oldest first',
        response: { 200: successEnvelope(z.array(staffMemberSchema)) },
      },
    },
    async () => ({ success: true as const, value: await staff.list() }),
  );

  app.post(
    staffPaths.create,
    {
      schema: {
        tags,
        summary: 'Create a staff account with a role (username and password by the registration rules)',
        body: staffCreateSchema,
        response: { 200: successEnvelope(staffMemberSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await staff.create(request.body) }),
  );

  app.put(
    staffPaths.role,
    {
      schema: {
        tags,
        summary: "Change a staff account's role (never the last active admin's)",
        params: staffIdParamsSchema,
        body: staffRoleUpdateSchema,
        response: { 200: successEnvelope(staffMemberSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await staff.changeRole(request.params.id, request.body.role),
    }),
  );

  app.put(
    staffPaths.status,
    {
      schema: {
        tags,
        summary: 'Disable (its sessions end) or enable a staff account (never the last active admin)',
        params: staffIdParamsSchema,
        body: staffStatusUpdateSchema,
        response: { 200: successEnvelope(staffMemberSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await staff.changeStatus(request.params.id, request.body.status),
    }),
  );

  app.get(
    staffPaths.settings,
    {
      schema: {
        tags,
        summary: 'Whether every operator sign-in needs an authenticator code',
        response: { 200: successEnvelope(staffSettingsSchema) },
      },
    },
    async () => ({ success: true as const, value: await staff.settings() }),
  );

  app.put(
    staffPaths.settings,
    {
      schema: {
        tags,
        summary: 'Switch the authenticator code at every operator sign-in on or off',
        body: staffSettingsSchema,
        response: { 200: successEnvelope(staffSettingsSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await staff.updateSettings(request.body) }),
  );
};
