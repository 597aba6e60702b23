import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RecordReaders } from '../../common/objects/record-readers.service.js';
import { CONTRACT_DOCUMENT } from '../contracts/contract-document.js';
import { TICKET_PHOTO } from '../maintenance/ticket-photo.js';
import { PAYMENT_RECEIPT } from '../payments/payment-receipt-kind.js';

/**
 * The tenant an estate file concerns, asked at each download (RecordReaders): the account linked today to the
 * tenant record of a payment's contract (receipt files), of a contract (its documents), of a ticket (its photos).
 * Staff read them by their roles, fixed when the file was kept.
 */
const TENANT_ACCOUNT_OF: Record<string, string> = {
  [PAYMENT_RECEIPT.record]: `SELECT t.user_id FROM estate_payments p
      JOIN estate_invoices i ON i.id = p.invoice_id
      JOIN estate_contracts c ON c.id = i.contract_id
      JOIN estate_tenants t ON t.id = c.tenant_id
     WHERE p.id = $1`,
  [CONTRACT_DOCUMENT.record]: `SELECT t.user_id FROM estate_contracts c
      JOIN estate_tenants t ON t.id = c.tenant_id WHERE c.id = $1`,
  [TICKET_PHOTO.record]: `SELECT t.user_id FROM estate_maintenance_tickets k
      JOIN estate_tenants t ON t.id = k.tenant_id WHERE k.id = $1`,
};

@Injectable()
export class EstateFileReaders implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly readers: RecordReaders,
  ) {}

  onModuleInit(): void {
    for (const [kind, sql] of Object.entries(TENANT_ACCOUNT_OF)) {
      this.readers.register(kind, async (recordId) => {
        const [row] = (await this.dataSource.query(sql, [recordId])) as { user_id: string | null }[];
        return row?.user_id ?? null;
      });
    }
  }
}
