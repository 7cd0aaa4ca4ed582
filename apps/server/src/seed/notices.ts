import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { notices } from '../db/schema';
import { noticeStorageKey } from '../modules/notices/files';
import type { UploadedFile } from '../platform/uploads';
import type { Seeder } from './seeder';

const DAY = 24 * 60 * 60 * 1000;

/** Escapes text for a PDF string literal. */
function pdfText(value: string): string {
  return value.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
}

/**
 * A small but complete one-page PDF (Helvetica, a title and lines of text) with a correct
 * cross-reference table, so any viewer opens it. Made in code: no binary files in the repo.
 */
export function simplePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf 72 720 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -34 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A simple parking-lot plan drawn in SVG and rendered to PNG. */
async function parkingPlanPng(): Promise<Buffer> {
  const bays = Array.from({ length: 8 }, (_, i) => {
    const x = 60 + i * 85;
    const fill = i === 2 || i === 5 ? '#fde68a' : '#e5e7eb';
    return `<rect x="${x}" y="120" width="70" height="130" fill="${fill}" stroke="#374151" stroke-width="3"/><text x="${x + 35}" y="195" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#111827">${i + 1}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="420">
    <rect width="800" height="420" fill="#f9fafb"/>
    <text x="400" y="70" font-family="sans-serif" font-size="34" font-weight="bold" text-anchor="middle" fill="#111827">Lot B resurfacing - temporary bays</text>
    ${bays}
    <rect x="60" y="290" width="680" height="60" fill="#9ca3af"/>
    <text x="400" y="330" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#ffffff">Driveway - keep clear</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface DemoNotice {
  title: string;
  description: string;
  isActive: boolean;
  daysAgo: number;
  attachment?: () => Promise<{ filename: string; mime: string; ext: string; bytes: Buffer }>;
}

const DEMO: DemoNotice[] = [
  {
    title: 'Water shut-off on Lark Street, Thursday 9 AM-1 PM',
    description:
      'The city will replace a water main valve outside 118 Lark Street.\nWater will be off in all units from 9:00 AM to 1:00 PM on Thursday.\nPlease store some drinking water the night before.',
    isActive: true,
    daysAgo: 1,
    attachment: async () => ({
      filename: 'Water shut-off notice.pdf',
      mime: 'application/pdf',
      ext: 'pdf',
      bytes: simplePdf('Scheduled water shut-off', [
        'Where: 118 Lark Street, Albany, NY (all units)',
        'When: Thursday, 9:00 AM to 1:00 PM',
        'Why: the city is replacing a water main valve.',
        '',
        'Please store drinking water the night before and keep taps closed.',
        'Questions? Call the office during business hours, Mon-Fri 9:00 AM-6:00 PM.',
      ]),
    }),
  },
  {
    title: 'Parking lot B resurfacing next week',
    description:
      'Lot B will be resurfaced Monday through Wednesday. Please use the temporary bays marked on the attached plan and move your vehicle before 7 AM on Monday.',
    isActive: true,
    daysAgo: 3,
    attachment: async () => ({ filename: 'lot-b-plan.png', mime: 'image/png', ext: 'png', bytes: await parkingPlanPng() }),
  },
  {
    title: 'Office closed for the holiday',
    description: 'Our office will be closed on Monday for the public holiday. Emergency maintenance stays available by phone.',
    isActive: true,
    daysAgo: 6,
  },
  {
    title: 'Annual smoke detector checks',
    description:
      'Our technicians will test smoke and carbon monoxide detectors in every unit over the next two weeks.\nYou will receive a 24-hour notice before we enter your unit.',
    isActive: true,
    daysAgo: 10,
  },
  {
    title: 'New online rent payment portal',
    description:
      'You can now pay rent online with the Pay Rent button at the top of the site. Paper checks are still accepted at the office.',
    isActive: true,
    daysAgo: 21,
  },
  {
    title: 'Summer pool hours (season ended)',
    description: 'The pool was open daily from 10 AM to 8 PM until Labor Day. See you next summer!',
    isActive: false,
    daysAgo: 70,
  },
];

/** Six notices, two with real attachments (a PDF and a PNG) in the private notices area. */
export const seedNotices: Seeder = async (ctx: AppContext) => {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(notices);
  if (n > 0) return;
  for (const demo of DEMO) {
    const when = new Date(Date.now() - demo.daysAgo * DAY);
    let file: { key: string; name: string; mime: string; size: number } | undefined;
    if (demo.attachment) {
      const a = await demo.attachment();
      const upload: UploadedFile = { field: 'notice_file', filename: a.filename, mime: a.mime, ext: a.ext, bytes: a.bytes };
      const key = noticeStorageKey(upload);
      await ctx.storage.put(key, a.bytes, a.mime);
      file = { key, name: a.filename, mime: a.mime, size: a.bytes.length };
    }
    await ctx.db.insert(notices).values({
      title: demo.title,
      description: demo.description,
      isActive: demo.isActive,
      file: file?.key ?? null,
      originalFilename: file?.name ?? null,
      fileType: file?.mime ?? null,
      fileSize: file?.size ?? null,
      createdAt: when,
      updatedAt: when,
    });
  }
};
