import type { AppContext } from '../context';
import { seedProperties } from './properties';
import { seedMaintenance } from './maintenance';
import { seedApplications } from './applications';
import { seedScreening } from './screening';
import { seedNotices } from './notices';
import { seedContacts } from './contacts';
import { seedTeam } from './team';
import { seedChatbot } from './chatbot';
import { seedTours } from './tours';
import type { Seeder } from './seeder';

const SEEDERS: Seeder[] = [
  seedProperties, // first: other seeders link to these properties (also adds the booking options)
  seedMaintenance, // keep after the properties seeder: it links requests to seeded properties
  seedApplications, // keep after the properties seeder: it applies for seeded properties
  seedScreening, // keep after the properties seeder: sample responses carry real recommendations
  seedNotices,
  seedContacts,
  seedTeam,
  seedTours, // keep after the properties seeder: access instructions go to seeded homes
  seedChatbot, // keep after the properties seeder: the demo chats search the seeded properties
];

export async function seedDemo(ctx: AppContext): Promise<void> {
  for (const seeder of SEEDERS) await seeder(ctx);
}
