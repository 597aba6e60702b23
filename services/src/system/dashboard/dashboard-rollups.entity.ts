import { Column, Entity, PrimaryColumn } from 'typeorm';

/*
 * The staff dashboard's rollups, kept by triggers on the event tables and filled from them by the migration
 * 1795930000000-dashboard-rollups (which describes how they stay right under concurrent writes; the revenue by day it
 * kept too was dropped by 1796700000000-drop-daily-revenue-rollup). Read only here.
 */

/**
 * Listing views (property_views rows, by their day), inquiries and favorites (by the Riyadh day they were made), by
 * day and the listing's city and district.
 */
@Entity('dashboard_area_demand')
export class DashboardAreaDemand {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  city!: string;

  /** False for listings without a district (then `district` is ''). */
  @PrimaryColumn({ type: 'boolean' })
  hasDistrict!: boolean;

  @PrimaryColumn({ type: 'varchar', length: 120 })
  district!: string;

  @Column({ type: 'integer' })
  views!: number;

  @Column({ type: 'integer' })
  inquiries!: number;

  @Column({ type: 'integer' })
  favorites!: number;
}

/**
 * Invoices by due date: those not cancelled and their totals, and the pending ones, their totals and their payments
 * net of refunds.
 */
@Entity('dashboard_invoice_days')
export class DashboardInvoiceDay {
  @PrimaryColumn({ type: 'date' })
  dueDate!: string;

  @Column({ type: 'integer' })
  invoices!: number;

  @Column({ type: 'numeric', precision: 16, scale: 2 })
  invoiced!: string;

  @Column({ type: 'integer' })
  pending!: number;

  @Column({ type: 'numeric', precision: 16, scale: 2 })
  pendingTotal!: string;

  @Column({ type: 'numeric', precision: 16, scale: 2 })
  pendingPaid!: string;
}

export const DASHBOARD_ROLLUP_ENTITIES = [DashboardAreaDemand, DashboardInvoiceDay];
