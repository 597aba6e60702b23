import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import {
  DEFAULT_MIN_INCREMENT,
  type AdminAuction,
  type AdminAuctionInput,
  type PropertyType,
  type PublicAuctionInput,
  toAsciiDigits,
} from '@estate/contracts';

/** The property kinds the public add-auction form offers (spec document 1, public categories in forms). */
export const PUBLIC_AUCTION_CATEGORIES = [
  'villa',
  'apartment',
  'office',
  'shop',
  'land',
  'warehouse',
] as const satisfies readonly PropertyType[];

/** What the staff auction dialog holds: the dates as the pickers' moments, sent as ISO instants. */
export interface AuctionFormValues {
  propertyId?: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  startPrice: number | null;
  reservePrice: number | null;
  minIncrement: number | null;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  terms: string;
  termsEn: string;
  /** The auction licence (REGA), required to list the auction: number, date (YYYY-MM-DD) and duration in days. */
  licenseNumber: string;
  licenseDate: string;
  licenseDurationDays: number | null;
}

export const emptyAuctionForm: AuctionFormValues = {
  title: '',
  titleEn: '',
  description: '',
  descriptionEn: '',
  startPrice: null,
  reservePrice: null,
  minIncrement: DEFAULT_MIN_INCREMENT,
  startDate: null,
  endDate: null,
  terms: '',
  termsEn: '',
  licenseNumber: '',
  licenseDate: '',
  licenseDurationDays: null,
};

const trimmed = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => trimmed(value) || null;
/** A price the form holds as sent: none, or zero, is no price (a reserve of 0 is no reserve). */
const positiveOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** Whether an auction may still be changed: not once bid on, cancelled or ended (only cancelling is left). */
export const isAuctionEditable = (auction: Pick<AdminAuction, 'bidCount' | 'status'>) =>
  auction.bidCount === 0 && auction.status !== 'cancelled' && auction.status !== 'ended';

/** The dialog's values for an auction being edited. */
export function toAuctionFormValues(auction: AdminAuction): AuctionFormValues {
  return {
    propertyId: auction.propertyId,
    title: auction.title,
    titleEn: auction.titleEn ?? '',
    description: auction.description ?? '',
    descriptionEn: auction.descriptionEn ?? '',
    startPrice: Number(auction.startPrice),
    reservePrice: auction.reservePrice === null ? null : Number(auction.reservePrice),
    minIncrement: Number(auction.minIncrement),
    startDate: dayjs(auction.startDate),
    endDate: dayjs(auction.endDate),
    terms: auction.terms ?? '',
    termsEn: auction.termsEn ?? '',
    licenseNumber: auction.licenseNumber ?? '',
    licenseDate: auction.licenseDate ?? '',
    licenseDurationDays: auction.licenseDurationDays,
  };
}

/** The body the dialog sends (its required fields already checked): texts trimmed, dates as ISO instants. */
export function toAdminAuctionInput(values: AuctionFormValues): AdminAuctionInput {
  return {
    propertyId: values.propertyId ?? '',
    title: trimmed(values.title),
    titleEn: orNull(values.titleEn),
    description: trimmed(values.description),
    descriptionEn: orNull(values.descriptionEn),
    startPrice: values.startPrice ?? 0,
    reservePrice: positiveOrNull(values.reservePrice),
    minIncrement: positiveOrNull(values.minIncrement) ?? DEFAULT_MIN_INCREMENT,
    startDate: values.startDate?.toISOString() ?? '',
    endDate: values.endDate?.toISOString() ?? '',
    terms: trimmed(values.terms),
    termsEn: orNull(values.termsEn),
    licenseNumber: orNull(toAsciiDigits(values.licenseNumber ?? '')),
    licenseDate: orNull(values.licenseDate),
    licenseDurationDays: positiveOrNull(values.licenseDurationDays),
  };
}

/** What the public add-auction form holds (spec: prices start at 0). */
export interface PublicAuctionFormValues {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  startingPrice: number | null;
  reservePrice: number | null;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  category?: PropertyType;
  city?: string;
  district: string;
  districtEn: string;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  terms: string;
  termsAr: string;
}

export const emptyPublicAuctionForm: PublicAuctionFormValues = {
  title: '',
  titleAr: '',
  description: '',
  descriptionAr: '',
  startingPrice: 0,
  reservePrice: 0,
  startDate: null,
  endDate: null,
  district: '',
  districtEn: '',
  area: null,
  bedrooms: null,
  bathrooms: null,
  terms: '',
  termsAr: '',
};

/** The fields the public form needs filled: a starting price of 0 is not filled. */
export const PUBLIC_REQUIRED_FIELDS = [
  'title',
  'titleAr',
  'startingPrice',
  'startDate',
  'endDate',
  'category',
  'city',
] as const satisfies readonly (keyof PublicAuctionFormValues)[];

/** The required fields left empty (a blank text, no date, a starting price not above 0). */
export function missingPublicFields(values: Partial<PublicAuctionFormValues>): (keyof PublicAuctionFormValues)[] {
  return PUBLIC_REQUIRED_FIELDS.filter((field) => {
    const value = values[field];
    if (field === 'startingPrice') return positiveOrNull(value as number | null | undefined) === null;
    if (value === null || value === undefined) return true;
    return typeof value === 'string' && value.trim() === '';
  });
}

/**
 * What is wrong with an auction's dates: the end not after the start (`order`), or the start already past
 * (`past`, a minute's grace for the time the form took to send); null when they are fine or not both chosen.
 */
export function auctionDatesProblem(
  start: Dayjs | null | undefined,
  end: Dayjs | null | undefined,
  now: Dayjs = dayjs(),
): 'order' | 'past' | null {
  if (!start || !end) return null;
  if (!end.isAfter(start)) return 'order';
  if (start.isBefore(now.subtract(1, 'minute'))) return 'past';
  return null;
}

const wholeOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The body the public form sends (its required fields and dates already checked). */
export function toPublicAuctionInput(
  values: PublicAuctionFormValues & { category: PropertyType; city: string },
  images: readonly string[],
): PublicAuctionInput {
  return {
    title: trimmed(values.title),
    titleAr: trimmed(values.titleAr),
    ...(trimmed(values.description) ? { description: trimmed(values.description) } : {}),
    ...(trimmed(values.descriptionAr) ? { descriptionAr: trimmed(values.descriptionAr) } : {}),
    startingPrice: values.startingPrice ?? 0,
    reservePrice: positiveOrNull(values.reservePrice),
    startDate: values.startDate?.toISOString() ?? '',
    endDate: values.endDate?.toISOString() ?? '',
    category: values.category,
    city: values.city,
    ...(trimmed(values.district) ? { district: trimmed(values.district) } : {}),
    ...(trimmed(values.districtEn) ? { districtEn: trimmed(values.districtEn) } : {}),
    area: wholeOrNull(values.area),
    bedrooms: wholeOrNull(values.bedrooms),
    bathrooms: wholeOrNull(values.bathrooms),
    images: [...images],
    ...(trimmed(values.terms) ? { terms: trimmed(values.terms) } : {}),
    ...(trimmed(values.termsAr) ? { termsAr: trimmed(values.termsAr) } : {}),
  };
}
