import {
  type AgentRequestDecision,
  type AgentRequestDto,
  type AgentRequestPage,
  type AgentRequestStatus,
  AUDIT_ACTIONS,
  IDENTITY_ERROR_CODES,
} from '@estate/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../common/audit/audit.service.js';
import type { Actor } from '../common/auth/authenticated-user.js';
import { returnedRows } from '../common/database/returned-rows.js';
import { SiteOrigin } from '../common/http/site-origin.js';
import { MailService } from '../common/mail/mail.service.js';
import { agentRequestMail } from './agent-request-mail.js';

interface AgentRequestRow {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  user_phone: string | null;
  status: AgentRequestStatus;
  created_at: Date;
  decided_at: Date | null;
  decided_by_name: string | null;
}

const SELECT = `SELECT r.id, r.user_id, u.name AS user_name, u.email AS user_email, u.phone AS user_phone, r.status,
                       r.created_at, r.decided_at, d.name AS decided_by_name
                  FROM agent_requests r JOIN users u ON u.id = r.user_id LEFT JOIN users d ON d.id = r.decided_by`;

const toDto = (row: AgentRequestRow): AgentRequestDto => ({
  id: row.id,
  userId: row.user_id,
  userName: row.user_name,
  userEmail: row.user_email,
  userPhone: row.user_phone,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  decidedByName: row.decided_by_name,
});

/** Requests for an agent account made at registration: an admin approves (the user becomes an agent) or refuses. */
@Injectable()
export class AgentRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly siteOrigin: SiteOrigin,
  ) {}

  async list(query: { status?: AgentRequestStatus; page: number; limit: number }): Promise<AgentRequestPage> {
    const where = query.status ? 'WHERE r.status = $1' : '';
    const params: unknown[] = query.status ? [query.status] : [];
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM agent_requests r ${where}`,
      params,
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `${SELECT} ${where} ORDER BY r.created_at DESC, r.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    )) as AgentRequestRow[];
    return { items: rows.map(toDto), total };
  }

  /**
   * Decides a pending request once: approving makes its user an agent (only while they are a plain user), in
   * one transaction with the audit entry; the user is told by mail either way. 409 when already decided.
   */
  async decide(id: string, decision: AgentRequestDecision['decision'], actor: Actor): Promise<AgentRequestDto> {
    const decided = await this.dataSource.transaction(async (manager) => {
      const [request] = returnedRows<{ user_id: string }>(
        await manager.query(
          `UPDATE agent_requests SET status = $2, decided_by = $3, decided_at = now()
            WHERE id = $1 AND status = 'pending' RETURNING user_id`,
          [id, decision, actor.id],
        ),
      );
      if (!request) {
        const [exists] = (await manager.query(`SELECT 1 FROM agent_requests WHERE id = $1`, [id])) as unknown[];
        if (!exists) {
          throw new NotFoundException({ code: 'NOT_FOUND', message: 'This agent request does not exist' });
        }
        throw new ConflictException({
          code: IDENTITY_ERROR_CODES.agentRequestDecided,
          message: 'This agent request has already been decided',
        });
      }
      if (decision === 'approved') {
        const promoted = returnedRows(
          await manager.query(
            `UPDATE users SET role = 'agent', updated_at = now() WHERE id = $1 AND role = 'user'
                               RETURNING id`,
            [request.user_id],
          ),
        );
        if (promoted.length === 0) {
          throw new ConflictException({
            code: IDENTITY_ERROR_CODES.agentRequestDecided,
            message: 'This user no longer has the user role; change their role on the users page instead',
          });
        }
      }
      const [row] = (await manager.query(`${SELECT} WHERE r.id = $1`, [id])) as AgentRequestRow[];
      await this.audit.record(
        {
          actor,
          action: AUDIT_ACTIONS.agentRequestDecide,
          description: `Agent account for ${row!.user_email}: ${decision}`,
          targetType: 'user',
          targetId: request.user_id,
        },
        manager,
      );
      return row!;
    });
    await this.mail.send({
      to: decided.user_email,
      ...agentRequestMail(decided.user_name, decision, `${this.siteOrigin.get()}/login`),
    });
    return toDto(decided);
  }
}
