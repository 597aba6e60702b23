import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The secret of the upload URL signatures: one row, made on first use. */
@Entity('object_signing_keys')
export class ObjectSigningKey {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ type: 'varchar', length: 128 })
  secret!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
