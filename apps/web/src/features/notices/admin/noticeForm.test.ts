import { NOTICE_MESSAGES } from '@rentfront/shared/notices';
import { describe, expect, it } from 'vitest';
import { formatFileSize, initialNoticeForm, serverNoticeErrors, validateNoticeForm } from './noticeForm';

const file = (name: string, size: number, type: string) => ({ name, size, type }) as File;

describe('notice form rules', () => {
  it('requires a title of at least 3 characters after trimming', () => {
    expect(validateNoticeForm({ ...initialNoticeForm(), title: '' }).title).toBe(NOTICE_MESSAGES.titleRequired);
    expect(validateNoticeForm({ ...initialNoticeForm(), title: '   ' }).title).toBe(NOTICE_MESSAGES.titleRequired);
    expect(validateNoticeForm({ ...initialNoticeForm(), title: ' ab ' }).title).toBe(NOTICE_MESSAGES.titleTooShort);
    expect(validateNoticeForm({ ...initialNoticeForm(), title: 'abc' })).toEqual({});
  });

  it('accepts PDF, Word and image files under 10MB only', () => {
    const base = { ...initialNoticeForm(), title: 'Valid title' };
    for (const [name, type] of [
      ['a.pdf', 'application/pdf'],
      ['a.doc', 'application/msword'],
      ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a.JPG', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['a.pdf', ''],
    ]) {
      expect(validateNoticeForm({ ...base, file: file(name, 1000, type) }), name).toEqual({});
    }
    expect(validateNoticeForm({ ...base, file: file('a.exe', 10, 'application/x-msdownload') }).notice_file).toBe(NOTICE_MESSAGES.fileType);
    expect(validateNoticeForm({ ...base, file: file('a.pdf', 10, 'application/x-msdownload') }).notice_file).toBe(NOTICE_MESSAGES.fileType);
    expect(validateNoticeForm({ ...base, file: file('a.txt', 10, 'text/plain') }).notice_file).toBe(NOTICE_MESSAGES.fileType);
    expect(validateNoticeForm({ ...base, file: file('a.pdf', 10485760, 'application/pdf') })).toEqual({});
    expect(validateNoticeForm({ ...base, file: file('a.pdf', 10485761, 'application/pdf') }).notice_file).toBe(NOTICE_MESSAGES.fileSize);
  });

  it('starts a new notice for everyone and an edit for its own home', () => {
    expect(initialNoticeForm().property_id).toBe('');
    const notice = { title: 'Water', description: null, is_active: true, property_id: 'p-1', property_title: 'Elm' };
    expect(initialNoticeForm(notice as Parameters<typeof initialNoticeForm>[0]).property_id).toBe('p-1');
  });

  it('maps server errors and formats sizes', () => {
    expect(serverNoticeErrors({ notice_file: NOTICE_MESSAGES.fileType, other: 'x' })).toEqual({ notice_file: NOTICE_MESSAGES.fileType });
    expect(serverNoticeErrors(undefined)).toEqual({});
    expect(serverNoticeErrors({ property_id: NOTICE_MESSAGES.propertyNotFound })).toEqual({
      property_id: NOTICE_MESSAGES.propertyNotFound,
    });
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(14 * 1024)).toBe('14 KB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });
});
