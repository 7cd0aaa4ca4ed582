import { chatBedroomsLabel, formatChatDuration } from '@rentfront/shared/chatbot';
import { describe, expect, it } from 'vitest';
import { formatResponseTime } from './admin/labels';
import { parseRichText, plainText } from './richText';

describe('chat text formatter', () => {
  it('finds bold, italics and line breaks', () => {
    expect(parseRichText('**Maple Loft** rents for *$1,450*.\n\nWant more?')).toEqual([
      [{ text: 'Maple Loft', bold: true }, { text: ' rents for ' }, { text: '$1,450', italic: true }, { text: '.' }],
      [],
      [{ text: 'Want more?' }],
    ]);
    expect(parseRichText('an _important_ note')).toEqual([[{ text: 'an ' }, { text: 'important', italic: true }, { text: ' note' }]]);
  });

  it('leaves e-mail addresses, snake_case and lone stars alone', () => {
    expect(parseRichText('write to first_last@example.com')).toEqual([[{ text: 'write to first_last@example.com' }]]);
    expect(parseRichText('2 * 3 = 6')).toEqual([[{ text: '2 * 3 = 6' }]]);
    expect(parseRichText('<b>not html</b>')).toEqual([[{ text: '<b>not html</b>' }]]);
  });

  it('gives the plain text', () => {
    expect(plainText('**Hi** *there*\nfriend')).toBe('Hi there\nfriend');
  });
});

describe('chat display helpers', () => {
  it('shows bedrooms as Studio or N BHK', () => {
    expect(chatBedroomsLabel(0)).toBe('Studio');
    expect(chatBedroomsLabel(2)).toBe('2 BHK');
  });

  it('shows a duration as < 1 min, N min, Xh Ym or N/A', () => {
    const start = '2025-06-10T10:00:00.000Z';
    expect(formatChatDuration(start, '2025-06-10T10:00:40.000Z')).toBe('< 1 min');
    expect(formatChatDuration(start, '2025-06-10T10:12:59.000Z')).toBe('12 min');
    expect(formatChatDuration(start, '2025-06-10T12:05:00.000Z')).toBe('2h 5m');
    expect(formatChatDuration(start, null)).toBe('N/A');
    expect(formatChatDuration(start, '2025-06-10T09:00:00.000Z')).toBe('N/A');
    expect(formatChatDuration(start, 'garbage')).toBe('N/A');
  });

  it('shows response times', () => {
    expect(formatResponseTime(12.34)).toBe('12.3 s');
    expect(formatResponseTime(125)).toBe('2 min 5 s');
    expect(formatResponseTime(120)).toBe('2 min');
    expect(formatResponseTime(null)).toBe('—');
  });
});

describe('lead details', () => {
  it('labels and formats values', async () => {
    const { leadDetail } = await import('./admin/labels');
    expect(leadDetail('date', '2026-11-23')).toEqual(['Visit date', '11/23/2026']);
    expect(leadDetail('pets', true)).toEqual(['Pets', 'Yes']);
    expect(leadDetail('max_price', 1500)).toEqual(['Max price', '$1,500']);
    expect(leadDetail('time_window', 'Morning (9 AM – 12 PM)')).toEqual(['Time', 'Morning (9 AM – 12 PM)']);
  });
});
