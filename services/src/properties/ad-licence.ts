import {
  type AdLicenceField,
  adLicenceProblems,
  type ListingAdLicence,
  PROPERTY_ERROR_CODES,
  type PropertyStatus,
  todayInRiyadh,
} from '@estate/contracts';
import { UnprocessableEntityException } from '@nestjs/common';

/**
 * The ad licence of a listing (AD_LICENCE_RULE in @estate/contracts, with its source in REGA's rules): what publishing needs, and the refusals. The listing form's
 * writes (ListingManagementService), the auction review that publishes a listing, and the seed ask this one module.
 */

/** The status that puts a listing on the public site. */
export const PUBLISHED: PropertyStatus = 'active';

/** Each licence field's name in both languages, for the refusal's details. */
const FIELD_NAMES: Record<AdLicenceField, { ar: string; en: string }> = {
  advertiserName: { ar: 'اسم المعلن', en: "the advertiser's name" },
  advertiserCapacity: { ar: 'صفة المعلن', en: "the advertiser's capacity" },
  falLicenseNumber: { ar: 'رقم رخصة فال', en: 'the FAL licence number' },
  adLicenseNumber: { ar: 'رقم ترخيص الإعلان', en: 'the ad licence number' },
  adLicenseExpiresOn: { ar: 'تاريخ انتهاء ترخيص الإعلان', en: 'the ad licence expiry date' },
  plotNumber: { ar: 'رقم القطعة', en: 'the plot number' },
};

/** 422 AD_LICENCE_REQUIRED: details name each missing field, with its message in Arabic and English. */
export const adLicenceRequired = (missing: readonly AdLicenceField[]) =>
  new UnprocessableEntityException({
    code: PROPERTY_ERROR_CODES.adLicenceRequired,
    message: `A listing is published only with its ad licence: ${missing.map((field) => FIELD_NAMES[field].en).join(', ')} missing`,
    details: missing.map((field) => ({
      field,
      code: PROPERTY_ERROR_CODES.adLicenceRequired,
      messages: [`${field} is required to publish the listing`],
      message: {
        ar: `${FIELD_NAMES[field].ar} مطلوب لنشر الإعلان`,
        en: `${FIELD_NAMES[field].en} is required to publish the listing`,
      },
    })),
  });

/** 422 AD_LICENCE_EXPIRED: the ad licence's last day has passed. */
export const adLicenceExpired = (expiresOn: string) =>
  new UnprocessableEntityException({
    code: PROPERTY_ERROR_CODES.adLicenceExpired,
    message: `The ad licence expired on ${expiresOn}: renew it before publishing the listing`,
    details: [
      {
        field: 'adLicenseExpiresOn',
        code: PROPERTY_ERROR_CODES.adLicenceExpired,
        messages: [`adLicenseExpiresOn ${expiresOn} has passed`],
        message: {
          ar: `انتهى ترخيص الإعلان في ${expiresOn}؛ جدّده قبل النشر`,
          en: `The ad licence expired on ${expiresOn}; renew it before publishing`,
        },
      },
    ],
  });

/** Refuses (422) to give `status` to a listing with this licence block when the status publishes it. */
export function assertPublishable(status: PropertyStatus, licence: Partial<ListingAdLicence>, today = todayInRiyadh()) {
  if (status !== PUBLISHED) return;
  const { missing, expired } = adLicenceProblems(licence, today);
  if (missing.length > 0) throw adLicenceRequired(missing);
  if (expired) throw adLicenceExpired(licence.adLicenseExpiresOn!.slice(0, 10));
}

/** The licence block as stored (columns of `properties`, aliased `p`), for a read before publishing. */
export const AD_LICENCE_COLUMNS = `p.advertiser_name, p.advertiser_capacity, p.fal_license_number, p.ad_license_number,
  p.ad_license_expires_on::text AS ad_license_expires_on, p.plot_number`;

export interface AdLicenceRow {
  advertiser_name: string | null;
  advertiser_capacity: ListingAdLicence['advertiserCapacity'];
  fal_license_number: string | null;
  ad_license_number: string | null;
  ad_license_expires_on: string | null;
  plot_number: string | null;
}

export const adLicenceOf = (row: AdLicenceRow): ListingAdLicence => ({
  advertiserName: row.advertiser_name,
  advertiserCapacity: row.advertiser_capacity,
  falLicenseNumber: row.fal_license_number,
  adLicenseNumber: row.ad_license_number,
  adLicenseExpiresOn: row.ad_license_expires_on,
  plotNumber: row.plot_number,
});

/**
 * The withdrawal, once per listing: published listings whose ad licence's last day is before `$1` (today, Riyadh)
 * become inactive, stamped with when. One conditional UPDATE, so two runs at once withdraw each listing once; the
 * rows returned say whom to tell (the assigned agent, else the listing's contact).
 */
export const WITHDRAW_EXPIRED_SQL = `
  UPDATE properties p SET status = 'inactive', ad_license_withdrawn_at = now(), updated_at = now()
   WHERE p.status = '${PUBLISHED}' AND p.ad_license_expires_on < $1::date
  RETURNING p.id, p.title, p.title_en, p.ad_license_number, p.ad_license_expires_on::text AS ad_license_expires_on,
            p.assigned_agent_id, p.agent`;
