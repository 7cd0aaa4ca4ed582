import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a labelled 0–100 progressbar whose fill is as wide as the percentage', () => {
    const html = renderToStaticMarkup(
      <ProgressBar
        label="Application progress"
        percent={30}
        valueText="Step 3 of 9, 30% complete"
        widthClassName="w-full"
        fillClassName="bg-brand-700"
      />,
    );
    expect(html).toBe(
      '<div role="progressbar" aria-label="Application progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="30"' +
        ' aria-valuetext="Step 3 of 9, 30% complete" class="h-2 w-full overflow-hidden rounded-full bg-slate-200">' +
        '<div class="h-full bg-brand-700" style="width:30%"></div></div>',
    );
  });

  it('leaves out the value text and the width class when not given', () => {
    const html = renderToStaticMarkup(<ProgressBar label="Upload progress" percent={0} fillClassName="bg-brand-700" />);
    expect(html).not.toContain('aria-valuetext');
    expect(html).toContain('class="h-2 overflow-hidden rounded-full bg-slate-200"');
  });
});
