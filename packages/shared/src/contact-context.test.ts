import { describe, expect, it } from 'vitest';
import { contactMessageFor, propertyIdOf, visitLinkFor, visitTypeOf } from './contact-context';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const home = { id: ID, title: 'Maple Court', address: '12 Maple Court', city: 'Albany', state: 'NY', cover_image: null };

describe('contact context', () => {
  it('knows only its tour types', () => {
    expect(visitTypeOf('self-guided-tour')).toBe('self-guided-tour');
    expect(visitTypeOf(' Agent-Tour ')).toBe('agent-tour');
    for (const v of [null, undefined, '', 'toString', '__proto__', 'constructor', '<script>', 'self-guided'])
      expect(visitTypeOf(v)).toBeNull();
  });

  it('looks up only values shaped like an id', () => {
    expect(propertyIdOf(` ${ID.toUpperCase()} `)).toBe(ID);
    for (const v of [null, '', 'not-an-id', `${ID}x`, "1' or '1'='1", ID.slice(0, 35)]) expect(propertyIdOf(v)).toBeNull();
  });

  it('starts the message about the home and the tour, and leaves the plain form empty', () => {
    expect(contactMessageFor({ property: home, visit: null })).toBe(
      'Hello, I am interested in Maple Court (12 Maple Court, Albany, NY). Is it still available?',
    );
    expect(contactMessageFor({ property: home, visit: 'video-tour' })).toBe(
      'Hello, I would like to schedule a live video tour of Maple Court (12 Maple Court, Albany, NY). Which days and times are available?',
    );
    expect(contactMessageFor({ property: null, visit: 'agent-tour' })).toBe(
      'Hello, I would like to schedule a tour with a leasing agent. Which days and times are available?',
    );
    expect(contactMessageFor({ property: null, visit: null })).toBe('');
  });

  it("adds the home to a visit link only when it books through this site's contact page", () => {
    const site = 'https://rent.example';
    expect(visitLinkFor('https://rent.example/contact?visit=self-guided-tour', ID, site)).toBe(
      `https://rent.example/contact?visit=self-guided-tour&property=${ID}`,
    );
    expect(visitLinkFor('/contact/?visit=agent-tour&property=other', ID, site)).toBe(
      `https://rent.example/contact/?visit=agent-tour&property=${ID}`,
    );
    expect(visitLinkFor('https://tidycal.com/rent/tour', ID, site)).toBe('https://tidycal.com/rent/tour');
    expect(visitLinkFor('https://other.example/contact?visit=x', ID, site)).toBe('https://other.example/contact?visit=x');
    expect(visitLinkFor('https://rent.example/contacts', ID, site)).toBe('https://rent.example/contacts');
    expect(visitLinkFor('http://[bad', ID, site)).toBe('http://[bad');
  });
});
