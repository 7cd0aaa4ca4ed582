import { describe, expect, it } from 'vitest';
import { textBlocks } from './textBlocks';

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(textBlocks('First line.\nSame paragraph.\n\n\nSecond one.')).toEqual([
      { kind: 'paragraph', text: 'First line.\nSame paragraph.' },
      { kind: 'paragraph', text: 'Second one.' },
    ]);
  });

  it('reads a first line without closing punctuation as the heading of its block, and "- " lines as a list', () => {
    expect(textBlocks('Rent\n- Due on the 1st.\n* Paid online.\nLate rent costs a fee.')).toEqual([
      { kind: 'heading', text: 'Rent' },
      { kind: 'list', items: ['Due on the 1st.', 'Paid online.'] },
      { kind: 'paragraph', text: 'Late rent costs a fee.' },
    ]);
  });

  it('does not make a heading of a lone line or of a sentence', () => {
    expect(textBlocks('Just one line\n\nA sentence:\nmore text')).toEqual([
      { kind: 'paragraph', text: 'Just one line' },
      { kind: 'paragraph', text: 'A sentence:\nmore text' },
    ]);
  });

  it('keeps markup as text (nothing is parsed as HTML) and handles CRLF and empty input', () => {
    expect(textBlocks('<b>bold</b>\r\n<script>x</script>')).toEqual([
      { kind: 'heading', text: '<b>bold</b>' },
      { kind: 'paragraph', text: '<script>x</script>' },
    ]);
    expect(textBlocks('   \n\n  ')).toEqual([]);
  });
});
