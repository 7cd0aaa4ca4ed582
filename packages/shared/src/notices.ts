import { z } from 'zod';
import { LIST_SORTS, searchTextSchema, sortQueryShape } from './query';
import {
  NOTICE_DESCRIPTION_MAX,
  NOTICE_MESSAGES,
  NOTICE_TITLE_MAX,
  NOTICE_TITLE_MIN,
  NOTICES_MAX_LIMIT,
  NOTICES_PAGE_SIZE,
} from './notices-core';

export * from './notices-core';

/** The title rule shared by the admin form and the server. */
export const noticeTitleSchema = z
  .string({ error: NOTICE_MESSAGES.titleRequired })
  .trim()
  .min(1, NOTICE_MESSAGES.titleRequired)
  .min(NOTICE_TITLE_MIN, NOTICE_MESSAGES.titleTooShort)
  .max(NOTICE_TITLE_MAX, NOTICE_MESSAGES.titleTooLong);

export const noticeDescriptionSchema = z.string().trim().max(NOTICE_DESCRIPTION_MAX, NOTICE_MESSAGES.descriptionTooLong);

/** Who a notice is for: null is everyone, an id one property's residents (ADR 0038). */
export const noticePropertySchema = z.guid({ error: NOTICE_MESSAGES.propertyNotFound }).nullable();

/** Form values (the file travels separately as `notice_file`). */
export const noticeFormSchema = z.object({
  title: noticeTitleSchema,
  description: noticeDescriptionSchema.optional(),
  is_active: z.boolean().optional(),
  property_id: noticePropertySchema.optional(),
});
export type NoticeFormValues = z.infer<typeof noticeFormSchema>;

/** Text fields of a multipart or JSON update: every field optional. */
export const noticeUpdateSchema = z.object({
  title: noticeTitleSchema.optional(),
  description: noticeDescriptionSchema.optional(),
  is_active: z.boolean().optional(),
  property_id: noticePropertySchema.optional(),
  remove_file: z.boolean().optional(),
});
export type NoticeUpdateValues = z.infer<typeof noticeUpdateSchema>;

export const noticeListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTICES_MAX_LIMIT).default(NOTICES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: searchTextSchema,
  ...sortQueryShape(LIST_SORTS.notices),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;
