import type { ChatBookingOption, TourDay, TourType } from '@rentfront/shared';
import { advance, initialState } from './machine';
import type {
  Effect,
  EngineEnv,
  EngineInput,
  EngineReply,
  Lookup,
  LookupResult,
  MachineState,
  PropertyFacts,
  TourBookingRequest,
} from './types';

/** A fake tours service for the flow tests: the types offered, the free days, and how a booking ends. */
export interface FakeTours {
  types: TourType[];
  unavailable?: 'tours_off';
  timeZone?: string;
  days?: (from: string | undefined) => TourDay[];
  book?: (req: TourBookingRequest) => LookupResult;
}

/**
 * Runs the pure machine the way the service does (feeding lookups back in), answering lookups
 * from an in-memory list of properties. For unit tests of the conversation flows only; the real
 * queries are covered by the integration tests.
 */
export class ChatDriver {
  state: MachineState = initialState();
  effects: Effect[] = [];
  lookups: Lookup[] = [];
  last!: EngineReply;
  closed = false;

  constructor(
    private readonly env: EngineEnv,
    private readonly catalog: PropertyFacts[] = [],
    private readonly bookings: ChatBookingOption[] = [],
    public tours: FakeTours = { types: [] },
  ) {}

  start(): EngineReply {
    return this.run({ kind: 'start' });
  }

  say(text: string): EngineReply {
    return this.run({ kind: 'answer', text });
  }

  satisfaction(satisfied: boolean, feedback?: string): EngineReply {
    return this.run({ kind: 'satisfaction', satisfied, feedback });
  }

  leads() {
    return this.effects.flatMap((e) => (e.type === 'lead' ? [e.lead] : []));
  }

  finish() {
    return this.effects.find((e) => e.type === 'finish');
  }

  private run(input: EngineInput): EngineReply {
    let out = advance(this.state, input, this.env);
    for (let guard = 0; out.kind === 'lookup'; guard++) {
      if (guard > 3) throw new Error('lookup loop');
      this.lookups.push(out.lookup);
      this.effects.push(...out.effects);
      out = advance(out.state, { kind: 'lookup', result: this.answer(out.lookup) }, this.env);
    }
    if (out.kind === 'closed') {
      this.closed = true;
      return this.last;
    }
    this.state = out.state;
    this.effects.push(...out.effects);
    this.last = out.reply;
    return out.reply;
  }

  private answer(lookup: Lookup): LookupResult {
    switch (lookup.type) {
      case 'search': {
        const c = lookup.criteria;
        const matches = this.catalog.filter(
          (p) =>
            (c.property_type === undefined || p.type === c.property_type) &&
            (c.city === undefined || p.location.toLowerCase().startsWith(c.city.toLowerCase())) &&
            (c.max_price === undefined || p.price <= c.max_price) &&
            (c.min_price === undefined || p.price >= c.min_price) &&
            (c.bedrooms === undefined || (c.bedrooms === 0 ? p.bedrooms === 0 : p.bedrooms >= c.bedrooms)),
        );
        return { type: 'search', matches: matches.slice(0, 6), alternatives: matches.length ? [] : this.catalog.slice(0, 6) };
      }
      case 'find': {
        const words = lookup.keyword.toLowerCase().split(/\s+/);
        const matches = this.catalog.filter((p) => words.every((w) => `${p.title} ${p.location}`.toLowerCase().includes(w)));
        return { type: 'find', matches: matches.slice(0, 6), fallback: matches.length ? [] : this.catalog.slice(0, 6) };
      }
      case 'browse':
        return { type: 'browse', properties: this.catalog.slice(0, 6) };
      case 'booking_options':
        return { type: 'booking_options', options: this.bookings };
      case 'tour_types':
        return {
          type: 'tour_types',
          types: this.tours.types,
          ...(this.tours.unavailable ? { unavailable: this.tours.unavailable } : {}),
          external: this.tours.types.length ? [] : this.bookings,
        };
      case 'tour_slots':
        return {
          type: 'tour_slots',
          time_zone: this.tours.timeZone ?? 'America/New_York',
          days: this.tours.days?.(lookup.from) ?? [],
          horizon_days: 14,
        };
      case 'book_tour':
        return this.tours.book?.(lookup.booking) ?? { type: 'tour_refused', reason: 'refused', message: 'No.', time_zone: 'UTC', days: [] };
    }
  }
}

export function fact(overrides: Partial<PropertyFacts> & Pick<PropertyFacts, 'id' | 'title'>): PropertyFacts {
  return {
    location: 'Albany, NY',
    price: 1400,
    type: 'apartment',
    bedrooms: 2,
    description: 'A bright home.',
    bathrooms: 1,
    image: null,
    url: `/properties/${overrides.id}`,
    address: '1 Main St',
    deposit: 1400,
    application_fee: 50,
    available_from: null,
    pet_policy: 'cats-allowed',
    lease_term: 12,
    furnishing: 'unfurnished',
    ...overrides,
    total_monthly_cost: overrides.total_monthly_cost ?? overrides.price ?? 1400,
  };
}
