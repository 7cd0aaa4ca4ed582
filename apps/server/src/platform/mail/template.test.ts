import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { firstAdminEmail, passwordResetEmail, verificationEmail } from '../../modules/auth/emails';
import { escapeHtml, renderEmail } from './template';

describe('e-mail templates', () => {
  const evil = `<script>alert("x")</script> & 'quotes'`;

  it('escapes every value in the HTML part and keeps a readable text part', () => {
    const mail = renderEmail(
      {
        subject: 'New message',
        greeting: `Hello ${evil},`,
        heading: `Heading ${evil}`,
        paragraphs: [`Paragraph ${evil}`],
        rows: [
          ['Name', evil],
          ['Empty', ''],
          ['Zero', 0],
          [`Label ${evil}`, 'v'],
        ],
        links: [{ label: evil, url: 'https://rent.example/properties/1?a=1&b="2"' }],
        action: { label: evil, url: 'https://rent.example/admin?x="><script>' },
        footer: `Footer ${evil}`,
      },
      `Site ${evil}`,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toMatch(/="[^"]*"><script>/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(mail.html).toContain('href="https://rent.example/properties/1?a=1&amp;b=&quot;2&quot;"');
    // The text part carries every value as is, including 0, and skips empty rows.
    expect(mail.text).toContain(`Hello ${evil},`);
    expect(mail.text).toContain(`Name: ${evil}`);
    expect(mail.text).toContain('Zero: 0');
    expect(mail.text).not.toContain('Empty:');
    expect(mail.text).toContain('https://rent.example/properties/1?a=1&b="2"');
    // No markup of the template itself leaks into the text part.
    expect(mail.text).not.toMatch(/<p>|<table|<a |<h1/);
    expect(mail.html).toContain('<th align="left" style="border-bottom:1px solid #ddd">Zero</th>');
  });

  it('escapeHtml handles null, numbers and every special character', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(0)).toBe('0');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('auth e-mails link to the real routes and escape the name', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://rent.example/', SITE_NAME: 'Rent & Co' });
    const reset = passwordResetEmail(config, '<b>Ann</b>', 'tok123');
    expect(reset.text).toContain('https://rent.example/reset-password/tok123');
    expect(reset.html).toContain('href="https://rent.example/reset-password/tok123"');
    expect(reset.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(reset.html).not.toContain('<b>Ann</b>');
    expect(reset.subject).toBe('Reset your Rent & Co password');
    expect(verificationEmail(config, 'Ann', 'v1').text).toContain('https://rent.example/verify-email/v1');
    expect(firstAdminEmail(config, 'Ann', 'f1').text).toContain('https://rent.example/reset-password/f1');
    for (const mail of [reset, verificationEmail(config, 'Ann', 'v1'), firstAdminEmail(config, 'Ann', 'f1')]) {
      expect(mail.text.length).toBeGreaterThan(50);
      expect(mail.html.startsWith('<!doctype html>')).toBe(true);
    }
  });
});
