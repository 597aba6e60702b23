import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every person of the back office has (owners and tenants, each in its own table): who they are and how
 * to reach them. Each table's entity extends it with what is its own.
 */
export abstract class EstatePersonColumns {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  nameEn!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** E.164. */
  @Column({ type: 'varchar', length: 30 })
  phone!: string;

  /** Ten ASCII digits (national ID 1…, iqama 2…). */
  @Column({ type: 'varchar', length: 10 })
  nationalId!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address!: string | null;

  /** A key of SAUDI_CITIES. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  city!: string | null;

  /** As a buyer of tax invoices: VAT number (15 digits, 3…3), commercial registration (10 digits), national address. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  vatNumber!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  crNumber!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  nationalAddress!: Record<string, string> | null;
}
