// Calls of the screening domain (public-site.md §7, admin-back-office.md §7 Pre-screening), typed
// by its descriptors (ADR 0031). Public pages load this file: only the zod-free routes are
// imported, the descriptors' schemas are types here.
import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { screeningEndpoints } from '@rentfront/shared/contract/screening';
import { screeningRoutes } from '@rentfront/shared/contract/screening-routes';
import type { AdminScreeningQuestion, NewQuestionInput, ScreeningAnswerInput, ScreeningQuestion } from '@rentfront/shared/screening';
import { endpointClient } from './endpoint';

const api = endpointClient<typeof screeningEndpoints>(screeningRoutes);

export interface ScreeningSubmitBody {
  full_name: string;
  email: string;
  phone: string;
  message?: string;
  answers: ScreeningAnswerInput[];
}

// --- Public ---------------------------------------------------------------------------------------

export async function fetchScreeningQuestions(): Promise<ScreeningQuestion[]> {
  return (await api.questions()).data;
}

export const submitScreening = (body: ScreeningSubmitBody) => api.submit({ body });

// --- Admin (a 401 signs the browser out) -------------------------------------------------------------

/** Paging, search, the reply state ('all' or absent lets every response through) and the sort. */
export type ResponsesQuery = EndpointQuery<typeof screeningEndpoints.responses>;

// Only the list's own parameters go out, whatever else the caller's filters hold.
export const listScreeningResponses = ({ limit, offset, search, status, sort, dir }: ResponsesQuery) =>
  api.responses({ query: { limit, offset, search, status, sort, dir } });

export async function fetchScreeningResponse(id: string) {
  return (await api.response({ params: { id } })).data;
}

export const replyToScreeningResponse = (id: string, replyMessage: string) =>
  api.reply({ params: { id }, body: { reply_message: replyMessage } });

export const deleteScreeningResponse = (id: string) => api.removeResponse({ params: { id } });

export async function fetchAdminScreeningQuestions(): Promise<AdminScreeningQuestion[]> {
  return (await api.adminQuestions()).data;
}

export const createScreeningQuestions = (questions: NewQuestionInput[]) => api.createQuestions({ body: { questions } });

export const deleteScreeningQuestion = (id: string) => api.removeQuestion({ params: { id } });

export async function reorderScreeningQuestions(ids: string[]): Promise<AdminScreeningQuestion[]> {
  return (await api.reorderQuestions({ body: { ids } })).data;
}
