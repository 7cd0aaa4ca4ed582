import { describe, expect, it } from 'vitest';
import { CsvDecimal, csvCell, csvLine } from './escape';

describe('csvCell', () => {
  it('prefixes text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1 518 555 0142')).toBe("'+1 518 555 0142");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('prefixes a formula sign that follows leading whitespace', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('   @SUM(A1)')).toBe("'   @SUM(A1)");
    expect(csvCell('\u00A0+1')).toBe("'\u00A0+1");
    expect(csvCell('\u3000-1')).toBe("'\u3000-1");
    expect(csvCell('\n=1')).toBe(`"'\n=1"`);
    expect(csvCell(' \t x')).toBe("' \t x");
  });

  it('prefixes the full-width formula signs, alone or after whitespace', () => {
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('＋1')).toBe("'＋1");
    expect(csvCell('－1')).toBe("'－1");
    expect(csvCell('＠cmd')).toBe("'＠cmd");
    expect(csvCell(' ＝HYPERLINK("x")')).toBe(`"' ＝HYPERLINK(""x"")"`);
  });

  it('leaves harmless text and typed numbers alone', () => {
    expect(csvCell(' Maple Court')).toBe(' Maple Court');
    expect(csvCell('Maple = Court')).toBe('Maple = Court');
    expect(csvCell('   ')).toBe('   ');
    expect(csvCell('Maple Court')).toBe('Maple Court');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(1800)).toBe('1800');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Albany, NY')).toBe('"Albany, NY"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
  });

  it('writes empty values, booleans and dates plainly', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(false)).toBe('no');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});

describe('CsvDecimal', () => {
  it('writes money as a plain number, negative ones too', () => {
    expect(csvCell(new CsvDecimal('-12.50'))).toBe('-12.50');
    expect(csvCell(new CsvDecimal('1234.05'))).toBe('1234.05');
  });

  it('refuses anything but digits', () => {
    expect(() => new CsvDecimal('=1+1')).toThrow();
    expect(() => new CsvDecimal('12,50')).toThrow();
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
