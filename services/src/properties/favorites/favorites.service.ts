import { type FavoritesResponse, isUuid, MAX_FAVORITES, REQUEST_ERROR_CODES } from '@estate/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { propertyNotFound } from '../requests/request-errors.js';

const favoritesLimit = () =>
  new ConflictException({
    code: REQUEST_ERROR_CODES.favoritesLimit,
    message: `At most ${MAX_FAVORITES} favorites can be saved`,
  });

/** A signed-in user's favorite properties. */
@Injectable()
export class FavoritesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The ids of the user's favorite active properties, newest first. */
  async list(userId: string, manager: EntityManager = this.dataSource.manager): Promise<FavoritesResponse> {
    const rows = (await manager.query(
      `SELECT f.property_id FROM favorites f JOIN properties p ON p.id = f.property_id AND p.status = 'active'
        WHERE f.user_id = $1
        ORDER BY f.created_at DESC, f.property_id`,
      [userId],
    )) as { property_id: string }[];
    return { propertyIds: rows.map((row) => row.property_id) };
  }

  /** Saves an active property; saving it again changes nothing. 409 beyond MAX_FAVORITES. */
  async add(userId: string, propertyId: string): Promise<void> {
    await this.forUser(userId, async (manager) => {
      const [state] = (await manager.query(
        `SELECT EXISTS (SELECT 1 FROM properties WHERE id = $2 AND status = 'active') AS active,
                EXISTS (SELECT 1 FROM favorites WHERE user_id = $1 AND property_id = $2) AS saved,
                (SELECT count(*)::int FROM favorites WHERE user_id = $1) AS count`,
        [userId, propertyId],
      )) as [{ active: boolean; saved: boolean; count: number }];
      if (!state.active) throw propertyNotFound();
      if (state.saved) return;
      if (state.count >= MAX_FAVORITES) throw favoritesLimit();
      await manager.query(`INSERT INTO favorites (user_id, property_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        userId,
        propertyId,
      ]);
    });
  }

  /** Removes a favorite, if it is one. */
  async remove(userId: string, propertyId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM favorites WHERE user_id = $1 AND property_id = $2`, [userId, propertyId]);
  }

  /**
   * Adds a guest's favorites (newest first) at sign-in, before the ones already saved and in the guest's
   * order. Ids of no active property, malformed and repeated ones are skipped; beyond MAX_FAVORITES the
   * oldest of the guest's are left out. Answers the whole list.
   */
  async merge(userId: string, propertyIds: readonly string[]): Promise<FavoritesResponse> {
    const ids = propertyIds.map((id) => id.trim()).filter(isUuid);
    return this.forUser(userId, async (manager) => {
      if (ids.length > 0) {
        await manager.query(
          `INSERT INTO favorites (user_id, property_id, created_at)
           SELECT $1, wanted.id, now() - wanted.position * interval '1 microsecond'
             FROM (SELECT DISTINCT ON (i.id) i.id, i.position
                     FROM unnest($2::uuid[]) WITH ORDINALITY AS i(id, position)
                    ORDER BY i.id, i.position) wanted
             JOIN properties p ON p.id = wanted.id AND p.status = 'active'
            WHERE NOT EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = $1 AND f.property_id = wanted.id)
            ORDER BY wanted.position
            LIMIT greatest(0, $3 - (SELECT count(*) FROM favorites WHERE user_id = $1))
           ON CONFLICT DO NOTHING`,
          [userId, ids, MAX_FAVORITES],
        );
      }
      return this.list(userId, manager);
    });
  }

  /** Runs `work` in a transaction holding the user's favorites lock, so the limit holds under concurrent writes. */
  private forUser<T>(userId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('favorites'), hashtext($1))`, [userId]);
      return work(manager);
    });
  }
}
