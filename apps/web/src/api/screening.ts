// Calls of the screening domain (public-site.md §7, admin-back-office.md §7 Pre-screening).
import type {
  ScreeningReplyFilter,
  AdminScreeningQuestion,
  NewQuestionInput,
  ScreeningAnswerInput,
  ScreeningQuestion,
  ScreeningResponseDetail,
  ScreeningResponseList,
  ScreeningResponseSummary,
  ScreeningSubmitResult,
} from '@rentfront/shared/screening';
import { apiRequest } from './client';
import type { Envelope } from './types';
import type { SortParams } from './exports';

export interface ScreeningSubmitBody {
  full_name: string;
  email: string;
  phone: string;
  message?: string;
  answers: ScreeningAnswerInput[];
}

// --- Public ---------------------------------------------------------------------------------------

export async function fetchScreeningQuestions(): Promise<ScreeningQuestion[]> {
  return (await apiRequest<Envelope<ScreeningQuestion[]>>('/api/public/screening/questions')).data;
}

export function submitScreening(body: ScreeningSubmitBody): Promise<Envelope<ScreeningSubmitResult>> {
  return apiRequest<Envelope<ScreeningSubmitResult>>('/api/public/screening/responses', { method: 'POST', body });
}

// --- Admin (a 401 signs the browser out) -------------------------------------------------------------

export interface ResponsesQuery extends SortParams {
  limit: number;
  offset: number;
  search?: string;
  /** Reply state; 'all' (or absent) lets every response through. */
  status?: ScreeningReplyFilter | 'all';
}

export function listScreeningResponses(query: ResponsesQuery): Promise<Envelope<ScreeningResponseList>> {
  return apiRequest<Envelope<ScreeningResponseList>>('/api/admin/screening/responses', {
    admin: true,
    query: { limit: query.limit, offset: query.offset, search: query.search, status: query.status, sort: query.sort, dir: query.dir },
  });
}

export async function fetchScreeningResponse(id: string): Promise<ScreeningResponseDetail> {
  return (await apiRequest<Envelope<ScreeningResponseDetail>>(`/api/admin/screening/responses/${encodeURIComponent(id)}`, { admin: true }))
    .data;
}

export function replyToScreeningResponse(id: string, replyMessage: string): Promise<Envelope<ScreeningResponseSummary>> {
  return apiRequest(`/api/admin/screening/responses/${encodeURIComponent(id)}/reply`, {
    method: 'PUT',
    admin: true,
    body: { reply_message: replyMessage },
  });
}

export function deleteScreeningResponse(id: string): Promise<Envelope<null>> {
  return apiRequest(`/api/admin/screening/responses/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });
}

export async function fetchAdminScreeningQuestions(): Promise<AdminScreeningQuestion[]> {
  return (await apiRequest<Envelope<AdminScreeningQuestion[]>>('/api/admin/screening/questions', { admin: true })).data;
}

export function createScreeningQuestions(
  questions: NewQuestionInput[],
): Promise<Envelope<{ created_questions: AdminScreeningQuestion[] }>> {
  return apiRequest('/api/admin/screening/questions/bulk', { method: 'POST', admin: true, body: { questions } });
}

export function deleteScreeningQuestion(id: string): Promise<Envelope<null>> {
  return apiRequest(`/api/admin/screening/questions/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });
}

export async function reorderScreeningQuestions(ids: string[]): Promise<AdminScreeningQuestion[]> {
  return (
    await apiRequest<Envelope<AdminScreeningQuestion[]>>('/api/admin/screening/questions/order', {
      method: 'PUT',
      admin: true,
      body: { ids },
    })
  ).data;
}
