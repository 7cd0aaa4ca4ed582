import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HealthBar } from './HealthBar';

describe('HealthBar', () => {
  it('shows the percentage and fills the bar that far', () => {
    const html = renderToStaticMarkup(<HealthBar label="Messages read" percent={40} emptyText="No messages" color="bg-blue-600" />);
    expect(html).toContain('<span class="text-slate-800">Messages read</span>');
    expect(html).toContain('<span class="font-medium text-slate-900">40%</span>');
    expect(html).toContain('<div class="h-full rounded-full bg-blue-600" style="width:40%"></div>');
  });

  it('says there is nothing to count and leaves the bar empty when the share is null', () => {
    const html = renderToStaticMarkup(<HealthBar label="Team members active" percent={null} emptyText="No members" color="bg-green-600" />);
    expect(html).toContain('>No members</span>');
    expect(html).toContain('style="width:0%"');
  });
});
