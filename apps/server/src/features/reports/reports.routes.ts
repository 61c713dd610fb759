// HTTP of the operator's reports (operator role only): one GET per report, each over a period of
// site days given as `from` and `to` (YYYY-MM-DD, both included, at most a year).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@playdeck/contract/envelope';
import {
  bonusesReportSchema,
  gamesReportSchema,
  membersReportSchema,
  overviewReportSchema,
  paymentsReportSchema,
  reportsPaths,
  reportsQuerySchema,
} from '@playdeck/contract/reports';
import { requireOperator } from '../../plugins/auth';
import type { ReportsService } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.addHook('onRequest', requireOperator);
  const tags = ['operator'];
  const querystring = reportsQuerySchema;

  app.get(
    reportsPaths.overview,
    {
      schema: {
        tags,
        summary: 'GGR, bonus cost and NGR per site day of the period',
        querystring,
        response: { 200: successEnvelope(overviewReportSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await reports.overview(request.query) }),
  );

  app.get(
    reportsPaths.games,
    {
      schema: {
        tags,
        summary: 'Settled play by game category, vendor and game, with observed and theoretical RTP',
        querystring,
        response: { 200: successEnvelope(gamesReportSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await reports.games(request.query) }),
  );

  app.get(
    reportsPaths.payments,
    {
      schema: {
        tags,
        summary: 'Credited deposits per channel and paid withdrawals per bank',
        querystring,
        response: { 200: successEnvelope(paymentsReportSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await reports.payments(request.query) }),
  );

  app.get(
    reportsPaths.members,
    {
      schema: {
        tags,
        summary: 'New, active and depositing members per site day and over the period',
        querystring,
        response: { 200: successEnvelope(membersReportSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await reports.members(request.query) }),
  );

  app.get(
    reportsPaths.bonuses,
    {
      schema: {
        tags,
        summary: 'Bonus cost and agent commissions paid, per ledger kind',
        querystring,
        response: { 200: successEnvelope(bonusesReportSchema) },
      },
    },
    async (request) => ({ success: true as const, value: await reports.bonuses(request.query) }),
  );
};
