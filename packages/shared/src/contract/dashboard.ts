import { z } from 'zod';
import type { DashboardData, LeadSourcesData } from '../dashboard';
import { ATTENTION_KEYS, type AttentionData, type AttentionKey } from '../dashboard-attention';
import { dashboardRoutes } from './dashboard-routes';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';
import { propertySchema, propertyStatsSchema } from './properties';

// The dashboard endpoints (server.md §3 Dashboard, issue 19): the routes of dashboard-routes.ts with their schemas.

/** Each domain's summary is its own (sections.ts): the dashboard passes it through unread. */
export const dashboardDataSchema = z.object({
  property_stats: propertyStatsSchema,
  recent_properties: z.array(propertySchema),
  sections: z.record(z.string(), z.unknown()),
});

/** The answer: a section that failed to load is named in `section_errors` instead. */
export const dashboardAnswerSchema = dashboardDataSchema.extend({ section_errors: z.record(z.string(), z.string()) });

const attentionCountSchema = z.object({ count: z.number(), capped: z.boolean() });

export const attentionDataSchema = z.object({
  items: z.array(
    z.object({
      key: z.enum(ATTENTION_KEYS as [AttentionKey, ...AttentionKey[]]),
      count: z.number(),
      count_capped: z.boolean(),
      new_since_last_visit: attentionCountSchema.nullable(),
      href: z.string().optional(),
      urgent: z.object({ count: z.number(), new_since_last_visit: attentionCountSchema.nullable() }).optional(),
    }),
  ),
  last_visit_at: z.string().nullable(),
  generated_at: z.string(),
});

export const leadSourcesDataSchema = z.object({
  days: z.number(),
  since: z.string(),
  sources: z.array(
    z.object({
      source: z.string(),
      label: z.string(),
      contacts: z.number(),
      tours: z.number(),
      applications: z.number(),
      total: z.number(),
    }),
  ),
});

export type _DashboardShapes = [
  Expect<Same<z.output<typeof dashboardDataSchema>, DashboardData>>,
  Expect<Same<z.output<typeof attentionDataSchema>, AttentionData>>,
  Expect<Same<z.output<typeof leadSourcesDataSchema>, LeadSourcesData>>,
];

export const dashboardEndpoints = {
  overview: defineEndpoint(dashboardRoutes.overview, { response: envelope(dashboardAnswerSchema) }),
  attention: defineEndpoint(dashboardRoutes.attention, { response: envelope(attentionDataSchema) }),
  leadSources: defineEndpoint(dashboardRoutes.leadSources, { response: envelope(leadSourcesDataSchema) }),
};
