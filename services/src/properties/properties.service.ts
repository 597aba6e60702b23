import {
  DEFAULT_PROPERTY_SORT,
  ERROR_CODES,
  FEATURED_MAX,
  type Language,
  type Property as PropertyDto,
  type PropertyListResponse,
  type PropertySortField,
  findCity,
  SIMILAR_MAX,
} from '@estate/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returnedRows } from '../common/database/returned-rows.js';
import { ObjectStoreService, type OpenedObject } from '../common/objects/object-store.service.js';
import { brochureFileName } from './brochure-document.js';
import { brochureKey } from './brochures.seed.js';
import type { ListPropertiesDto } from './dto/list-properties.dto.js';
import { riyadhDaySql } from '../estate/shared/estate-sql.js';

export const COLUMNS = `
  p.id, p.title, p.title_en, p.description, p.description_en, p.price, p.purpose, p.type, p.category, p.city,
  p.district, p.district_en, p.address, p.area, p.bedrooms, p.bathrooms, p.parking_spaces, p.year_built, p.floor, p.views,
  p.features, p.images, p.brochure_url, p.agent, p.featured, p.status, p.ad_license_number, p.advertiser_name,
  p.advertiser_capacity, p.fal_license_number, p.ad_license_expires_on::text AS ad_license_expires_on, p.plot_number,
  p.created_at, p.updated_at`;

const SORT_COLUMNS: Record<PropertySortField, string> = {
  price: 'p.price',
  area: 'p.area',
  createdAt: 'p.created_at',
  views: 'p.views',
};

const SORTS: Record<string, [PropertySortField, 'asc' | 'desc']> = {
  price_asc: ['price', 'asc'],
  price_desc: ['price', 'desc'],
  area_asc: ['area', 'asc'],
  area_desc: ['area', 'desc'],
  date_desc: ['createdAt', 'desc'],
  views_desc: ['views', 'desc'],
};

export interface PropertyRow {
  id: string;
  title: string;
  title_en: string | null;
  description: string;
  description_en: string | null;
  price: string | null;
  purpose: PropertyDto['purpose'];
  type: PropertyDto['type'];
  category: PropertyDto['category'];
  city: string;
  district: string | null;
  district_en: string | null;
  address: string | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking_spaces: number | null;
  year_built: number | null;
  floor: number | null;
  views: number;
  features: string[];
  images: string[];
  brochure_url: string | null;
  agent: PropertyDto['agent'];
  featured: boolean;
  status: PropertyDto['status'];
  ad_license_number: string | null;
  advertiser_name: string | null;
  advertiser_capacity: PropertyDto['advertiserCapacity'];
  fal_license_number: string | null;
  ad_license_expires_on: string | null;
  plot_number: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toPropertyDto(row: PropertyRow): PropertyDto {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.title_en,
    description: row.description,
    descriptionEn: row.description_en,
    price: row.price,
    purpose: row.purpose,
    type: row.type,
    category: row.category,
    city: row.city,
    district: row.district,
    districtEn: row.district_en,
    address: row.address,
    area: row.area,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parkingSpaces: row.parking_spaces,
    yearBuilt: row.year_built,
    floor: row.floor,
    views: Number(row.views),
    features: row.features ?? [],
    images: row.images ?? [],
    brochureUrl: row.brochure_url,
    agent: row.agent,
    featured: row.featured,
    status: row.status,
    adLicenseNumber: row.ad_license_number,
    advertiserName: row.advertiser_name,
    advertiserCapacity: row.advertiser_capacity,
    falLicenseNumber: row.fal_license_number,
    adLicenseExpiresOn: row.ad_license_expires_on,
    plotNumber: row.plot_number,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export const notFound = () => new NotFoundException({ code: ERROR_CODES.notFound, message: 'Property not found' });

/** Public read side of the listings: only active properties, filtered, searched and sorted in SQL. */
@Injectable()
export class PropertiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly objects: ObjectStoreService,
  ) {}

  async list(query: ListPropertiesDto): Promise<PropertyListResponse> {
    const where: string[] = [`p.status = 'active'`];
    const params: unknown[] = [];
    const add = (sql: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (query.category) add((v) => `p.category = ${v}`, query.category);
    if (query.type) add((v) => `p.type = ${v}`, query.type);
    if (query.purpose) add((v) => `p.purpose = ${v}`, query.purpose);
    if (query.city) add((v) => `p.city = ${v}`, findCity(query.city)?.ar ?? query.city);
    if (query.district) add((v) => `p.district = ${v}`, query.district);
    if (query.minPrice !== undefined) add((v) => `p.price >= ${v}`, query.minPrice);
    if (query.maxPrice !== undefined) add((v) => `p.price <= ${v}`, query.maxPrice);
    if (query.minArea !== undefined) add((v) => `p.area >= ${v}`, query.minArea);
    if (query.maxArea !== undefined) add((v) => `p.area <= ${v}`, query.maxArea);
    if (query.bedrooms !== undefined) add((v) => `p.bedrooms >= ${v}`, query.bedrooms);
    if (query.bathrooms !== undefined) add((v) => `p.bathrooms >= ${v}`, query.bathrooms);
    if (query.features?.length) add((v) => `p.features @> ${v}::text[]`, query.features);
    const search = query.search ?? query.q;
    if (search) add((v) => `p.search_vector @@ coalesce(estate_search_query(${v}), ''::tsquery)`, search);

    const [field, order] =
      query.sortBy !== undefined
        ? [query.sortBy, query.sortOrder ?? 'desc']
        : SORTS[query.sort ?? DEFAULT_PROPERTY_SORT]!;
    const orderBy = `${SORT_COLUMNS[field]} ${order.toUpperCase()} NULLS LAST, p.created_at DESC, p.id`;

    const whereSql = where.join(' AND ');
    const count = async () => {
      const [row] = (await this.dataSource.query(
        `SELECT count(*)::int AS total FROM properties p WHERE ${whereSql}`,
        params,
      )) as [{ total: number }];
      return Number(row.total);
    };
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const pageParams = [...params, query.limit, (query.page - 1) * query.limit];
    if (!search) {
      const total = await count();
      const rows = (await this.dataSource.query(
        `SELECT ${COLUMNS} FROM properties p WHERE ${whereSql} ORDER BY ${orderBy} ${limit}`,
        pageParams,
      )) as PropertyRow[];
      return { properties: rows.map(toPropertyDto), total };
    }
    // A text search first finds its matches through the full-text index, then sorts them: left to itself the
    // planner may walk a sort index and test every row when two common words rarely meet (seconds at 100k rows).
    // The matches are found once, for the page and its count, and only their sort keys are set aside; the page's
    // rows are then read by id (6,500 matches at 100k rows: 50 + 21 ms in two statements before, 26 ms now).
    const rows = (await this.dataSource.query(
      `WITH matched AS MATERIALIZED (
         SELECT p.id, p.price, p.area, p.views, p.created_at FROM properties p WHERE ${whereSql}),
       page AS (SELECT p.id FROM matched p ORDER BY ${orderBy} ${limit})
       SELECT ${COLUMNS}, (SELECT count(*) FROM matched)::int AS total_matches
         FROM page JOIN properties p ON p.id = page.id ORDER BY ${orderBy}`,
      pageParams,
    )) as (PropertyRow & { total_matches: number })[];
    // A page past the end has no row to carry the count.
    const total = rows.length > 0 ? Number(rows[0]!.total_matches) : await count();
    return { properties: rows.map(toPropertyDto), total };
  }

  async featured(): Promise<PropertyDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM properties p WHERE p.featured AND p.status = 'active'
       ORDER BY p.created_at DESC, p.id LIMIT $1`,
      [FEATURED_MAX],
    )) as PropertyRow[];
    return rows.map(toPropertyDto);
  }

  /** One active property. Reading it counts nothing (so it can be cached); see countView. */
  async get(id: string): Promise<PropertyDto> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM properties p WHERE p.id = $1 AND p.status = 'active'`,
      [id],
    )) as PropertyRow[];
    if (!row) throw notFound();
    return toPropertyDto(row);
  }

  /**
   * Counts a view of an active property once per visitor (`user:<id>`, else a hash of the address) and Riyadh day
   * (the day the staff dashboard counts it under, whatever the database's time zone):
   * the first view of the day moves the counter, repeats do not. Answers the property's view count.
   */
  async countView(id: string, visitor: string): Promise<{ views: number; counted: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = returnedRows(
        await manager.query(
          `INSERT INTO property_views (property_id, day, visitor)
           SELECT p.id, ${riyadhDaySql('now()')}, $2 FROM properties p WHERE p.id = $1 AND p.status = 'active'
           ON CONFLICT DO NOTHING RETURNING property_id`,
          [id, visitor],
        ),
      );
      const [row] = (
        inserted.length > 0
          ? returnedRows(
              await manager.query(`UPDATE properties SET views = views + 1 WHERE id = $1 RETURNING views`, [id]),
            )
          : await manager.query(`SELECT views FROM properties WHERE id = $1 AND status = 'active'`, [id])
      ) as { views: number }[];
      if (!row) throw notFound();
      return { views: Number(row.views), counted: inserted.length > 0 };
    });
  }

  /** Active properties of the same category and city, itself excluded. */
  async similar(id: string): Promise<PropertyDto[]> {
    const [property] = (await this.dataSource.query(
      `SELECT category, city FROM properties WHERE id = $1 AND status = 'active'`,
      [id],
    )) as { category: string; city: string }[];
    if (!property) throw notFound();
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM properties p
       WHERE p.status = 'active' AND p.category = $1 AND p.city = $2 AND p.id <> $3
       ORDER BY p.featured DESC, p.created_at DESC, p.id LIMIT $4`,
      [property.category, property.city, id, SIMILAR_MAX],
    )) as PropertyRow[];
    return rows.map(toPropertyDto);
  }

  /**
   * The brochure of an active property: its `brochureUrl` must name one of our objects whose content is a PDF. A
   * generated brochure exists in Arabic and English (brochures.seed.ts) and is named after the title in that
   * language; an uploaded one is the file uploaded, named after the English title (the Arabic one when there is none).
   */
  async brochure(id: string, lang: Language): Promise<{ fileName: string; object: OpenedObject }> {
    const [property] = (await this.dataSource.query(
      `SELECT title, title_en, brochure_url FROM properties WHERE id = $1 AND status = 'active'`,
      [id],
    )) as { title: string; title_en: string | null; brochure_url: string | null }[];
    if (!property) throw notFound();
    const key = property.brochure_url ? this.objects.keyOf(property.brochure_url) : null;
    // Only a generated brochure has its English sibling.
    const generated = key !== null && (await this.objects.find(brochureKey(key, 'en'))) !== null;
    const object = key ? await this.objects.openObject(generated ? brochureKey(key, lang) : key) : null;
    if (!object || object.info.contentType !== 'application/pdf') {
      object?.body.destroy();
      throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'Brochure not found' });
    }
    const fileName = brochureFileName(property, generated ? lang : 'en');
    return { fileName, object };
  }
}
