import { adLicenceProblems, type ListingAdLicence, todayInRiyadh } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../seed/seed-runner.js';

/** A day `days` after `day` (YYYY-MM-DD). */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The seeded listings get their ad licence block (advertiser, capacity, FAL licence, ad licence and its expiry, plot),
 * each checked by the rule that publishing asks (adLicenceProblems, as assertPublishable does), so every seeded published listing stays on the
 * site; expiries fall 6 to 18 months ahead. The listings sent by visitors (pending review) are left as sent.
 */
async function seedListingLicences(manager: EntityManager): Promise<void> {
  const rows = (await manager.query(
    `SELECT id, status, ad_license_number, agent->>'name' AS agent_name FROM properties
      WHERE advertiser_name IS NULL AND (submitted_by IS NULL OR status = 'active')
      ORDER BY created_at, id`,
  )) as {
    id: string;
    status: 'active' | 'inactive' | 'pending';
    ad_license_number: string | null;
    agent_name: string | null;
  }[];
  const today = todayInRiyadh();
  for (const [i, row] of rows.entries()) {
    const licence: ListingAdLicence = {
      advertiserName: row.agent_name ?? 'مكتب المنصة العقارية',
      advertiserCapacity: i % 5 === 0 ? 'owner' : i % 7 === 0 ? 'developer' : 'broker',
      falLicenseNumber: `11${String(10_000_000 + ((i * 4271 + 9973) % 90_000_000)).padStart(8, '0')}`,
      adLicenseNumber:
        row.ad_license_number ?? `72${String(10_000_000 + ((i * 6151 + 3571) % 90_000_000)).padStart(8, '0')}`,
      adLicenseExpiresOn: daysAfter(today, 180 + ((i * 37) % 365)),
      plotNumber: String(1000 + ((i * 131) % 8000)),
    };
    const problems = adLicenceProblems(licence, today);
    if (row.status === 'active' && (problems.missing.length > 0 || problems.expired)) {
      throw new Error(`Seeded listing ${row.id} would not be publishable: ${JSON.stringify(problems)}`);
    }
    await manager.query(
      `UPDATE properties SET advertiser_name = $2, advertiser_capacity = $3, fal_license_number = $4,
         ad_license_number = $5, ad_license_expires_on = $6::date, plot_number = $7
       WHERE id = $1`,
      [
        row.id,
        licence.advertiserName,
        licence.advertiserCapacity,
        licence.falLicenseNumber,
        licence.adLicenseNumber,
        licence.adLicenseExpiresOn,
        licence.plotNumber,
      ],
    );
  }
}

/**
 * The seeded auctions that are listed (approved) get their licence: a number, issued ten days before the auction
 * starts, running a few days past its end. The one waiting for review is left for staff to complete.
 */
async function seedAuctionLicences(manager: EntityManager): Promise<void> {
  await manager.query(
    `WITH numbered AS (
       SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM auctions
        WHERE review = 'approved' AND license_number IS NULL
     )
     UPDATE auctions a SET
       license_number = '145' || lpad(((n * 7919 + 104729) % 9000000 + 1000000)::text, 7, '0'),
       license_date = ((a.start_date AT TIME ZONE 'Asia/Riyadh') - interval '10 days')::date,
       license_duration_days = LEAST(365, 15 + ceil(extract(epoch FROM (a.end_date - a.start_date)) / 86400)::int)
     FROM numbered WHERE a.id = numbered.id`,
  );
}

export const adLicencesSeedSteps: readonly SeedStep[] = [
  {
    name: 'listings-and-auctions-ad-licences',
    run: async (manager) => {
      await seedListingLicences(manager);
      await seedAuctionLicences(manager);
    },
  },
];
