import type { DataSource } from 'typeorm';
import { createPostgresDatabase, postgresAvailable, type TestDatabase } from '../../test/support/database.js';
import { Auction } from '../auctions/auction.entity.js';
import { AuctionBid } from '../auctions/auction-bid.entity.js';
import { AuctionEventRecord } from '../auctions/auction-event.entity.js';
import { AuctionProxyBid } from '../auctions/auction-proxy-bid.entity.js';
import { AuditLog } from '../common/audit/audit-log.entity.js';
import { baseOptions, openDataSource } from '../common/database/data-source.js';
import { migrations } from './index.js';
import { MailMessage } from '../common/mail/mail-message.entity.js';
import { AgentRequest } from '../identity/agent-request.entity.js';
import { PasswordReset } from '../identity/password-reset.entity.js';
import { Permission } from '../identity/permission.entity.js';
import { RolePermission } from '../identity/role-permission.entity.js';
import { Role } from '../identity/role.entity.js';
import { Session } from '../identity/session.entity.js';
import { User } from '../identity/user.entity.js';
import { Property } from '../properties/property.entity.js';
import { Favorite } from '../properties/favorites/favorite.entity.js';
import { ContactMessage } from '../properties/requests/contact-message.entity.js';
import { Inquiry } from '../properties/requests/inquiry.entity.js';
import { PropertyView } from '../properties/property-view.entity.js';
import { RateLimitEvent } from '../common/rate-limit/rate-limit-event.entity.js';
import { ServiceRequest } from '../properties/requests/service-request.entity.js';
import { ObjectSigningKey } from '../common/objects/object-signing-key.entity.js';
import { StoredObject } from '../common/objects/stored-object.entity.js';
import { ESTATE_ENTITIES } from '../estate/estate-entities.js';
import { BIDDER_ENTITIES } from '../auctions/bidders/bidder-entities.js';
import { DASHBOARD_ROLLUP_ENTITIES } from '../system/dashboard/dashboard-rollups.entity.js';

// Needs PostgreSQL (DATABASE_URL or the local server): PGlite cannot load inside Jest's module sandbox.
const describeWithPostgres = postgresAvailable() ? describe : describe.skip;

describeWithPostgres('migrations', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataSource = await openDataSource(
      {
        ...baseOptions(),
        entities: [
          User,
          Property,
          Auction,
          AuctionBid,
          AuctionEventRecord,
          AuctionProxyBid,
          Role,
          Permission,
          RolePermission,
          Session,
          PasswordReset,
          AgentRequest,
          AuditLog,
          MailMessage,
          StoredObject,
          ObjectSigningKey,
          Inquiry,
          ContactMessage,
          ServiceRequest,
          RateLimitEvent,
          PropertyView,
          Favorite,
          ...ESTATE_ENTITIES,
          ...BIDDER_ENTITIES,
          ...DASHBOARD_ROLLUP_ENTITIES,
        ],
      },
      { driver: 'postgres', url: database.env.DATABASE_URL!, preparedStatements: true },
    );
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('leave the schema exactly as the entities describe it', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('revert cleanly and apply again', async () => {
    while ((await dataSource.query('SELECT 1 FROM migrations')).length > 0) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    expect(await dataSource.query(`SELECT to_regclass('public.properties') AS t`)).toEqual([{ t: null }]);
    expect(await dataSource.runMigrations({ transaction: 'each' })).toHaveLength(migrations.length);
  });
});
