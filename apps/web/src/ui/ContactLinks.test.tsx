import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactLinks } from './ContactLinks';

const lines = (breakEmail?: boolean) =>
  renderToStaticMarkup(
    <ul>
      <ContactLinks
        email="office@example.com"
        phone="+1 (555) 010-2000"
        itemClassName="row"
        iconClassName="icon"
        linkClassName="link"
        breakEmail={breakEmail}
      />
    </ul>,
  );

describe('ContactLinks', () => {
  it('links the e-mail and the dialable phone number, each with its own classes', () => {
    const html = lines();
    expect(html).toContain('<a href="mailto:office@example.com" class="link">office@example.com</a>');
    expect(html).toContain('<a href="tel:+15550102000" class="link">+1 (555) 010-2000</a>');
    expect(html.match(/<li class="row">/g)).toHaveLength(2);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
  });

  it('lets only the e-mail break anywhere when asked', () => {
    const html = lines(true);
    expect(html).toContain('class="break-all link">office@example.com');
    expect(html).toContain('class="link">+1 (555) 010-2000');
  });
});
